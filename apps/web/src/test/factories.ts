import type { RecordOf, SelfPermissions, usersObject } from '@atrium/contract';

type UserRecord = RecordOf<typeof usersObject>;

/** A person as the API answers it, to a viewer who may not change it; override what a test cares about. */
export function aUser(overrides: Partial<UserRecord> = {}): UserRecord {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    status: 'active',
    email: 'emma.wilson@atrium.demo',
    first_name: 'Emma',
    last_name: 'Wilson',
    pronouns: null,
    job_title: 'Developer',
    grade: null,
    position: null,
    business_unit: null,
    business_line: null,
    hub: null,
    market: null,
    years_of_experience: null,
    linkedin: null,
    mobile: null,
    languages: [],
    diplomas: [],
    certificates: [],
    technical_skills: [],
    sectorial_skills: [],
    mentoring_skills: [],
    learning_skills: [],
    available_from: null,
    interested_skills: [],
    interested_clients: [],
    staffing_digest: true,
    job_profiles: [],
    has_picture: false,
    picture_version: null,
    employment_type: 'employee',
    completion_rate: 40,
    completion_missing: [],
    completion_state: 'incomplete',
    theme: null,
    language: 'en',
    _can: { update: false, delete: false },
    ...overrides,
  };
}

export const employeePermissions: SelfPermissions = {
  roles: ['guest'],
  implicit_permissions: ['users read', 'report create'],
};

export const adminPermissions: SelfPermissions = {
  roles: ['guest', 'admin'],
  implicit_permissions: ['users read', 'report create', 'permissions read', 'permissions update'],
};
