import type { RESUME_SECTIONS } from '@atrium/contract';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

export const resumeSectionMessages = defineMessages({
  summary: { id: 'people.resume.section.summary', defaultMessage: 'Summary' },
  skills: { id: 'people.resume.section.skills', defaultMessage: 'Skills' },
  experiences: { id: 'people.resume.section.experiences', defaultMessage: 'Experiences' },
  languages: { id: 'people.resume.section.languages', defaultMessage: 'Languages' },
  diplomas: { id: 'people.resume.section.diplomas', defaultMessage: 'Diplomas' },
  certificates: { id: 'people.resume.section.certificates', defaultMessage: 'Certificates' },
}) satisfies Record<(typeof RESUME_SECTIONS)[number], MessageDescriptor>;

export const resumeMessages = {
  titleOf: defineMessage<{ name: string }>({
    id: 'people.resumes.titleOf',
    defaultMessage: 'Resumes of {name}',
  }),
  updated: defineMessage<{ date: string }>({ id: 'people.resume.updated', defaultMessage: 'Updated {date}' }),
  skillsCount: defineMessage<{ count: number }>({
    id: 'people.resume.skillsCount',
    defaultMessage: '{count, plural, one {# chosen skill} other {# chosen skills}}',
  }),
  experiencesCount: defineMessage<{ count: number }>({
    id: 'people.resume.experiencesCount',
    defaultMessage: '{count, plural, one {# chosen experience} other {# chosen experiences}}',
  }),
  confirmDeleteBody: defineMessage<{ title: string }>({
    id: 'people.resume.confirmDeleteBody',
    defaultMessage: 'The resume “{title}” will be deleted. This cannot be undone.',
  }),
  ...defineMessages({
    edit: { id: 'people.edit', defaultMessage: 'Edit' },
    delete: { id: 'people.delete', defaultMessage: 'Delete' },
    myTitle: { id: 'people.resumes.myTitle', defaultMessage: 'My resumes' },
    intro: {
      id: 'people.resumes.intro',
      defaultMessage:
        'The base resume follows the profile; tailored ones pick their sections, skills and experiences for one client or bid.',
    },
    backToProfile: { id: 'people.resumes.backToProfile', defaultMessage: 'Back to the profile' },
    cvLibrary: { id: 'people.resumes.cvLibrary', defaultMessage: 'CV library' },
    create: { id: 'people.resume.create', defaultMessage: 'New resume' },
    none: { id: 'people.resumes.none', defaultMessage: 'No resume yet.' },
    tailored: { id: 'people.resume.tailored', defaultMessage: 'Tailored' },
    allSkills: { id: 'people.resume.allSkills', defaultMessage: 'Every skill of the profile' },
    allExperiences: { id: 'people.resume.allExperiences', defaultMessage: 'Every experience' },
    downloadWord: { id: 'people.resume.downloadWord', defaultMessage: 'Download Word' },
    downloadPdf: { id: 'people.resume.downloadPdf', defaultMessage: 'Download PDF' },
    confirmDeleteTitle: { id: 'people.resume.confirmDeleteTitle', defaultMessage: 'Delete this resume?' },
    editTitle: { id: 'people.resume.editTitle', defaultMessage: 'Edit the resume' },
    title: { id: 'people.resume.title', defaultMessage: 'Title' },
    language: { id: 'people.resume.language', defaultMessage: 'Language' },
    sections: { id: 'people.resume.sections', defaultMessage: 'Sections' },
    skills: { id: 'people.resume.skills', defaultMessage: 'Skills' },
    pickSkills: { id: 'people.resume.pickSkills', defaultMessage: 'Chosen skills' },
    experiences: { id: 'people.resume.experiences', defaultMessage: 'Experiences' },
    noExperienceToPick: {
      id: 'people.resume.noExperienceToPick',
      defaultMessage: 'No experience listed yet: add them below the resumes.',
    },
    summary: { id: 'people.resume.summary', defaultMessage: 'Summary' },
    actions: { id: 'people.resume.actions', defaultMessage: 'Resume actions' },
  }),
};

export const experienceMessages = {
  period: defineMessage<{ start: string; end: string }>({
    id: 'people.experience.period',
    defaultMessage: '{start} – {end}',
  }),
  confirmDeleteBody: defineMessage<{ role: string; client: string }>({
    id: 'people.experience.confirmDeleteBody',
    defaultMessage:
      '“{role} — {client}” will be deleted, and left out of every resume. This cannot be undone.',
  }),
  ...defineMessages({
    title: { id: 'people.experiences.title', defaultMessage: 'Experiences' },
    none: { id: 'people.experiences.none', defaultMessage: 'No experience listed yet.' },
    add: { id: 'people.experience.add', defaultMessage: 'Add an experience' },
    edit: { id: 'people.experience.edit', defaultMessage: 'Edit the experience' },
    ongoing: { id: 'people.experience.ongoing', defaultMessage: 'ongoing' },
    client: { id: 'people.experience.client', defaultMessage: 'Client' },
    role: { id: 'people.experience.role', defaultMessage: 'Role' },
    start: { id: 'people.experience.start', defaultMessage: 'Start date' },
    end: { id: 'people.experience.end', defaultMessage: 'End date' },
    endHelp: { id: 'people.experience.endHelp', defaultMessage: 'Leave empty while it goes on' },
    description: { id: 'people.experience.description', defaultMessage: 'Description' },
    skills: { id: 'people.experience.skills', defaultMessage: 'Skills practised' },
    confirmDeleteTitle: {
      id: 'people.experience.confirmDeleteTitle',
      defaultMessage: 'Delete this experience?',
    },
  }),
};
