import {
  message,
  type User as UserRecord,
  USER_MANAGED_FIELDS,
  type UserPatch,
  usersObject,
} from '@atrium/contract';
import { asc, eq, or, sql } from 'drizzle-orm';
import {
  implementObject,
  scalarFilter as scalar,
  arrayFilter as array,
} from '../../platform/c13s/define-object.ts';
import { forbidden } from '../../platform/http-errors.ts';
import { holdsRole } from '../../platform/permissions/holds-role.ts';
import { assertEmailFree } from '../../platform/users/email-free.ts';
import { users, type UserRow } from '../../platform/users/users.tables.ts';
import { PREFERENCE_FIELDS } from '../../platform/audit/preferences.ts';
import { newPersonRow } from './new-person.ts';
import { assertListedValues } from './reference-values.ts';
import { peopleExport } from './people.export.ts';
import { userTextSearch } from './user-text-search.ts';
import { freeAtLeast } from '../staffing/availability.ts';

/**
 * "Can mentor" is a flag on a top skill: whatever the patch says, the skills mentored are kept to
 * the person's top skills once it applies (a skill taken off the list takes its flag with it).
 */
function mentoredAmongTopSkills(patch: UserPatch, existing: UserRow) {
  if (!patch.mentoring_skills && !patch.technical_skills && !patch.sectorial_skills) return {};
  // Each flag is spelled as the top skill it marks.
  const top = new Map(
    [
      ...(patch.technical_skills ?? existing.technical_skills),
      ...(patch.sectorial_skills ?? existing.sectorial_skills),
    ].map((skill) => [skill.toLocaleLowerCase(), skill]),
  );
  const mentored = (patch.mentoring_skills ?? existing.mentoring_skills).flatMap(
    (skill) => top.get(skill.toLocaleLowerCase()) ?? [],
  );
  return { mentoring_skills: [...new Set(mentored)] };
}

/** A person as colleagues see them; the sign-in data and search columns stay on the server. */
export function presentUser(row: UserRow): UserRecord {
  return {
    id: row.id,
    status: row.status,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    pronouns: row.pronouns,
    job_title: row.job_title,
    grade: row.grade,
    position: row.position,
    business_unit: row.business_unit,
    business_line: row.business_line,
    hub: row.hub,
    market: row.market,
    years_of_experience: row.years_of_experience,
    linkedin: row.linkedin,
    mobile: row.mobile,
    languages: row.languages,
    diplomas: row.diplomas,
    certificates: row.certificates,
    technical_skills: row.technical_skills,
    mentoring_skills: row.mentoring_skills,
    learning_skills: row.learning_skills,
    sectorial_skills: row.sectorial_skills,
    job_profiles: row.job_profiles,
    available_from: row.available_from,
    interested_skills: row.interested_skills,
    interested_clients: row.interested_clients,
    staffing_digest: row.staffing_digest,
    has_picture: row.has_picture,
    picture_version: row.picture_version,
    theme: row.theme,
    language: row.language,
    employment_type: row.employment_type,
    completion_rate: row.completion_rate,
    // The database keeps only names the contract lists (completion_filled).
    completion_missing: row.completion_missing as UserRecord['completion_missing'],
    completion_state: row.completion_state,
  };
}

/**
 * `cv_library/users`: everyone signed in reads; a person edits their own record, HR and admin any,
 * and add colleagues.
 */
export const usersImplementation = implementObject(usersObject, {
  table: users,
  // The completion columns and search helpers follow from the profile: its own fields tell the change.
  audit: {
    omit: [
      'completion_profile_id',
      'completion_rate',
      'completion_missing',
      'completion_state',
      'language_codes',
      'picture_version',
      ...PREFERENCE_FIELDS,
    ],
  },
  present: (rows) => rows.map(presentUser),
  self: (user) => eq(users.id, user.id),
  access: {
    // Newcomers who have not arrived and people who left are no one's colleague; one sees oneself,
    // and a newcomer sees no one else yet. Those who manage profiles see everyone, and list the
    // others than active people only when they ask (the `status` filter): those who may update
    // people, and Management, whose profiles managing tool lists every profile by status (SPEC §6).
    read: (ctx) =>
      ctx.restricted
        ? eq(users.id, ctx.user.id)
        : ctx.can('users', 'update') ||
          (ctx.can('users', 'read') &&
            or(eq(users.status, 'active'), eq(users.id, ctx.user.id), holdsRole(ctx, 'Management'))!),
    update: ({ user, can }) => can('users', 'update') || eq(users.id, user.id),
  },
  search: {
    text: userTextSearch,
    filters: {
      id: scalar(users.id),
      business_unit: scalar(users.business_unit),
      business_line: scalar(users.business_line),
      hub: scalar(users.hub),
      market: scalar(users.market),
      grade: scalar(users.grade),
      technical_skills: array(users.technical_skills),
      sectorial_skills: array(users.sectorial_skills),
      languages: array(users.language_codes),
      certificates: array(users.certificates),
      job_profiles: array(users.job_profiles),
      completion: scalar(users.completion_state),
      // Who's who, the CV library and pickers list active people (and oneself), managers included.
      status: {
        ...scalar(users.status),
        absent: ({ user }) => or(eq(users.status, 'active'), eq(users.id, user.id))!,
      },
      // Values already match the contract's pattern: share, day, months.
      free: {
        kind: 'condition',
        where: (values) =>
          sql`(${sql.join(
            values.map((value) => {
              const [pct, from, months] = value.split(':') as [string, string, string];
              return freeAtLeast(users.id, Number(pct), from, Number(months));
            }),
            sql` or `,
          )})`,
      },
    },
    sorts: {
      last_name: users.last_name,
      first_name: users.first_name,
      job_title: users.job_title,
      grade: users.grade,
      business_unit: users.business_unit,
    },
    defaultOrder: [asc(users.last_name), asc(users.first_name), asc(users.id)],
  },
  export: peopleExport,
  tagColumns: {
    technical_skills: 'technical',
    sectorial_skills: 'sectorial',
    certificates: 'certificate',
    job_profiles: 'job_profile',
  },
  create: {
    toRow: async (input, { tx, can }) => {
      await assertEmailFree(tx, input.email);
      await assertListedValues({ tx, can }, users, input);
      return newPersonRow(input);
    },
    msg: 'people.created',
  },
  update: {
    toRow: async (patch, { tx, can, existing }) => {
      const managed = USER_MANAGED_FIELDS.filter((field) => patch[field] !== undefined);
      if (managed.length > 0 && !can('users', 'update')) {
        throw forbidden(message('people.managedFields', { fields: managed.join(', ') }));
      }
      await assertListedValues({ tx, can }, users, patch, existing);
      return { ...patch, ...mentoredAmongTopSkills(patch, existing) };
    },
  },
});
