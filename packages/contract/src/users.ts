import { z } from 'zod';
import { PEOPLE_MESSAGES } from './server-messages.ts';
import { PROFILE_LIST_MAX, TEXT_SHORT } from './limits.ts';
import { defineObject } from './define-object.ts';
import { NEWCOMER_LANGUAGES, NEWCOMER_TYPES } from './newcomers.ts';

export const LANGUAGE_LEVELS = ['beginner', 'intermediate', 'advanced', 'fluent', 'native'] as const;
export const THEME_MODES = ['light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
/** The languages a person's mails (campaigns, digests) are written in: a newcomer's carry on. */
export const PERSON_LANGUAGES = NEWCOMER_LANGUAGES;
export type PersonLanguage = (typeof PERSON_LANGUAGES)[number];

const shortText = z.string().trim().max(TEXT_SHORT);
const optionalText = shortText.nullable();
const tagList = (max: number) => z.array(z.string().trim().min(1).max(100)).max(max);

export const SpokenLanguage = z.strictObject({
  code: z.string().trim().min(2).max(8),
  level: z.enum(LANGUAGE_LEVELS),
});
export const Diploma = z.strictObject({
  school: shortText.min(1),
  name: shortText.min(1),
  level: shortText.nullable(),
  year: z.number().int().min(1950).max(2100).nullable(),
});

/** Profile fields a completion profile may ask for. */
export const COMPLETION_FIELDS = [
  'pronouns',
  'job_title',
  'years_of_experience',
  'linkedin',
  'mobile',
  'languages',
  'diplomas',
  'certificates',
  'technical_skills',
  'sectorial_skills',
  'job_profiles',
  'has_picture',
] as const;
/** Whether a person's profile is complete: their rate reached their completion profile's target. */
export const COMPLETION_STATES = ['complete', 'incomplete'] as const;
export type CompletionState = (typeof COMPLETION_STATES)[number];

/** Where a person is in their life at the firm: not arrived yet, with us, gone (deactivated). */
export const PERSON_STATUSES = ['newcomer', 'active', 'left'] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];

/** A person as every signed-in colleague sees them (`cv_library/users`). */
export const User = z.object({
  id: z.string(),
  status: z.enum(PERSON_STATUSES),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  pronouns: z.string().nullable(),
  job_title: z.string().nullable(),
  grade: z.string().nullable(),
  position: z.string().nullable(),
  business_unit: z.string().nullable(),
  business_line: z.string().nullable(),
  hub: z.string().nullable(),
  market: z.string().nullable(),
  years_of_experience: z.number().nullable(),
  linkedin: z.string().nullable(),
  mobile: z.string().nullable(),
  languages: z.array(z.object({ code: z.string(), level: z.enum(LANGUAGE_LEVELS) })),
  diplomas: z.array(
    z.object({
      school: z.string(),
      name: z.string(),
      level: z.string().nullable(),
      year: z.number().nullable(),
    }),
  ),
  certificates: z.array(z.string()),
  technical_skills: z.array(z.string()),
  sectorial_skills: z.array(z.string()),
  /** Their top skills they can mentor in ("can mentor"), offered when they register as a mentor. */
  mentoring_skills: z.array(z.string()),
  /** Skills they want to learn ("wants to learn"), asked for when they register as a mentee. */
  learning_skills: z.array(z.string()),
  job_profiles: z.array(z.string()),
  /** Their staffing wishes: the day they say they are free from, skills and clients they want to work on. */
  available_from: z.string().nullable(),
  interested_skills: z.array(z.string()),
  interested_clients: z.array(z.string()),
  /** Whether a CSO gets the weekly mail of who rolls off (a notification preference, on by default). */
  staffing_digest: z.boolean(),
  has_picture: z.boolean(),
  /** Versions the picture's thumbnail address (`…/picture/thumbnail?v=`); null without a picture. */
  picture_version: z.string().nullable(),
  /** Employee or contractor: which completion profile measures them. */
  employment_type: z.enum(NEWCOMER_TYPES),
  /** 0–100, against the most specific completion profile of their population (kept by the database). */
  completion_rate: z.number(),
  /** The fields their completion profile asks for that they have not filled, in the profile's order. */
  completion_missing: z.array(z.enum(COMPLETION_FIELDS)),
  completion_state: z.enum(COMPLETION_STATES),
  theme: z.enum(THEME_MODES).nullable(),
  /** The language of the mails they get; the web saves it when they switch the interface's. */
  language: z.enum(PERSON_LANGUAGES),
});
export type User = z.infer<typeof User>;

/** What a person may change on their own record. */
export const UserSelfPatch = z.strictObject({
  pronouns: optionalText.optional(),
  job_title: optionalText.optional(),
  years_of_experience: z.number().int().min(0).max(70).nullable().optional(),
  linkedin: z
    .url({ protocol: /^https?$/ })
    .max(TEXT_SHORT)
    .nullable()
    .optional(),
  mobile: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ().-]{6,25}$/, PEOPLE_MESSAGES.phoneFormat)
    .nullable()
    .optional(),
  languages: z.array(SpokenLanguage).max(PROFILE_LIST_MAX.languages).optional(),
  diplomas: z.array(Diploma).max(PROFILE_LIST_MAX.diplomas).optional(),
  certificates: tagList(PROFILE_LIST_MAX.certificates).optional(),
  technical_skills: tagList(PROFILE_LIST_MAX.technical_skills).optional(),
  sectorial_skills: tagList(PROFILE_LIST_MAX.sectorial_skills).optional(),
  /** Kept to their top skills: a skill no longer listed is no longer mentored. */
  mentoring_skills: tagList(PROFILE_LIST_MAX.technical_skills + PROFILE_LIST_MAX.sectorial_skills).optional(),
  learning_skills: tagList(PROFILE_LIST_MAX.technical_skills).optional(),
  job_profiles: tagList(PROFILE_LIST_MAX.job_profiles).optional(),
  available_from: z.iso.date().nullable().optional(),
  interested_skills: tagList(PROFILE_LIST_MAX.technical_skills).optional(),
  /** Names from the firm's list of clients. */
  interested_clients: tagList(PROFILE_LIST_MAX.technical_skills).optional(),
  staffing_digest: z.boolean().optional(),
  theme: z.enum(THEME_MODES).nullable().optional(),
  language: z.enum(PERSON_LANGUAGES).optional(),
});
export type UserSelfPatch = z.infer<typeof UserSelfPatch>;

/** Fields only holders of `'users update'` (HR, admin) may change. */
export const USER_MANAGED_FIELDS = [
  'employment_type',
  'first_name',
  'last_name',
  'grade',
  'position',
  'business_unit',
  'business_line',
  'hub',
  'market',
] as const;

export const UserPatch = UserSelfPatch.extend({
  employment_type: z.enum(NEWCOMER_TYPES).optional(),
  first_name: shortText.min(1).optional(),
  last_name: shortText.min(1).optional(),
  grade: optionalText.optional(),
  position: optionalText.optional(),
  business_unit: optionalText.optional(),
  business_line: optionalText.optional(),
  hub: optionalText.optional(),
  market: optionalText.optional(),
});
export type UserPatch = z.infer<typeof UserPatch>;

/**
 * `POST cv_library/users`: HR or an administrator adds a colleague (the import does so in bulk).
 * Active at once, without a password: they sign in with a reset link or single sign-on.
 */
export const UserCreate = UserPatch.pick({
  job_title: true,
  grade: true,
  position: true,
  business_unit: true,
  business_line: true,
  hub: true,
  market: true,
  employment_type: true,
}).extend({
  /** Unique among everyone, whatever its case. */
  email: z.email().trim().toLowerCase().max(254),
  first_name: shortText.min(1),
  last_name: shortText.min(1),
});
export type UserCreate = z.infer<typeof UserCreate>;

/** `cv_library/users`: the directory's people. */
export const usersObject = defineObject({
  module: 'cv_library',
  object: 'users',
  permission: 'users',
  record: User,
  create: UserCreate,
  patch: UserPatch,
  filters: {
    /** Several people at once, by id: the names of a facet's chips in one request. */
    id: { type: 'id' },
    business_unit: {},
    business_line: {},
    hub: {},
    market: {},
    grade: {},
    technical_skills: {},
    sectorial_skills: {},
    languages: {},
    certificates: {},
    job_profiles: {},
    completion: { values: COMPLETION_STATES },
    /** Active people unless given; others are seen only by holders of 'users update' (the profiles tool). */
    status: { values: PERSON_STATUSES },
    /** At least a share free every week of some months from a day (`50:2027-03-01:3`), from their assignments. */
    free: { type: 'availability' },
  },
  // What Who's who and the CV library offer as facets, in the order they show them.
  facets: [
    'business_unit',
    'business_line',
    'hub',
    'market',
    'grade',
    'technical_skills',
    'languages',
    'completion',
  ],
  sorts: ['last_name', 'first_name', 'job_title', 'grade', 'business_unit'],
  exportable: true,
});
