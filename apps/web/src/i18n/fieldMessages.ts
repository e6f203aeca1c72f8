import type { CompletionField } from '@atrium/contract';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * Labels of a person's fields, wherever they show: profile, facets, forms, and the completion
 * dashboard's missing fields and profiles (two features, so here).
 */
export const fieldMessages = defineMessages({
  first_name: { id: 'people.field.firstName', defaultMessage: 'First name' },
  last_name: { id: 'people.field.lastName', defaultMessage: 'Last name' },
  pronouns: { id: 'people.field.pronouns', defaultMessage: 'Pronouns' },
  email: { id: 'people.field.email', defaultMessage: 'Email' },
  linkedin: { id: 'people.field.linkedin', defaultMessage: 'LinkedIn' },
  mobile: { id: 'people.field.mobile', defaultMessage: 'Mobile phone' },
  job_title: { id: 'people.field.jobTitle', defaultMessage: 'Job title' },
  years_of_experience: { id: 'people.field.yearsOfExperience', defaultMessage: 'Years of experience' },
  languages: { id: 'people.field.languages', defaultMessage: 'Languages' },
  diplomas: { id: 'people.field.diplomas', defaultMessage: 'Diplomas' },
  certificates: { id: 'people.field.certificates', defaultMessage: 'Certificates' },
  technical_skills: { id: 'people.field.technicalSkills', defaultMessage: 'Top technical skills' },
  sectorial_skills: { id: 'people.field.sectorialSkills', defaultMessage: 'Top sectorial skills' },
  job_profiles: { id: 'people.field.jobProfiles', defaultMessage: 'Job profiles' },
  grade: { id: 'people.field.grade', defaultMessage: 'Grade' },
  position: { id: 'people.field.position', defaultMessage: 'Position' },
  business_unit: { id: 'people.field.businessUnit', defaultMessage: 'Business unit' },
  business_line: { id: 'people.field.businessLine', defaultMessage: 'Business line' },
  hub: { id: 'people.field.hub', defaultMessage: 'Hub' },
  market: { id: 'people.field.market', defaultMessage: 'Market' },
  has_picture: { id: 'people.field.picture', defaultMessage: 'Profile photo' },
  available_from: { id: 'people.field.availableFrom', defaultMessage: 'Available from' },
  interested_skills: { id: 'people.field.interestedSkills', defaultMessage: 'Skills I want to work with' },
  interested_clients: {
    id: 'people.field.interestedClients',
    defaultMessage: 'Clients I would like to work for',
  },
}) satisfies Record<CompletionField, MessageDescriptor>;
