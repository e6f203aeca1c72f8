import { z } from 'zod';
import { COMPLETION_MESSAGES } from './server-messages.ts';
import { pageOf, PagingQuery } from './api.ts';
import { defineObject, EXPORT_FORMATS } from './define-object.ts';
import { TEXT_SHORT } from './limits.ts';
import { NEWCOMER_TYPES } from './newcomers.ts';
import { COMPLETION_FIELDS, COMPLETION_STATES } from './users.ts';
import { COMPLETION_PROFILES_NAME } from './view-names.ts';

export type CompletionField = (typeof COMPLETION_FIELDS)[number];
/** How much a field counts toward the rate, against the profile's other fields. */
export const COMPLETION_WEIGHT_MAX = 10;

export const CompletionFieldWeight = z.strictObject({
  field: z.enum(COMPLETION_FIELDS),
  weight: z.number().int().min(1).max(COMPLETION_WEIGHT_MAX),
});

/**
 * `admin/completion_profiles`: which profile fields a population must fill, and how much each
 * counts. A person is measured against the most specific profile whose population they belong to
 * (each criterion set counts one); the default profile, with no criterion, matches everyone.
 */
export const CompletionProfile = z.object({
  id: z.string(),
  name: z.string(),
  is_default: z.boolean(),
  employment_type: z.enum(NEWCOMER_TYPES).nullable(),
  grade: z.string().nullable(),
  business_unit: z.string().nullable(),
  job_profile: z.string().nullable(),
  fields: z.array(z.object({ field: z.enum(COMPLETION_FIELDS), weight: z.number() })),
  /** The rate, 1–100, from which a profile of this population counts as complete. */
  target: z.number(),
  /** How many active people this profile measures today. */
  people: z.number(),
  updated_at: z.string(),
});
export type CompletionProfile = z.infer<typeof CompletionProfile>;

const criterion = z.string().trim().min(1).max(100).nullable().optional();

const CompletionProfileFields = z.strictObject({
  name: z.string().trim().min(1).max(TEXT_SHORT),
  employment_type: z.enum(NEWCOMER_TYPES).nullable().optional(),
  grade: criterion,
  business_unit: criterion,
  job_profile: criterion,
  fields: z
    .array(CompletionFieldWeight)
    .min(1, COMPLETION_MESSAGES.fieldsRequired)
    .max(COMPLETION_FIELDS.length)
    .refine(
      (fields) => new Set(fields.map(({ field }) => field)).size === fields.length,
      COMPLETION_MESSAGES.fieldTwice,
    ),
  target: z.number().int().min(1).max(100),
});

export const CompletionProfileCreate = CompletionProfileFields;
export type CompletionProfileCreate = z.infer<typeof CompletionProfileCreate>;
export const CompletionProfilePatch = CompletionProfileFields.partial();
export type CompletionProfilePatch = z.infer<typeof CompletionProfilePatch>;

export const completionProfilesObject = defineObject({
  ...COMPLETION_PROFILES_NAME,
  permission: 'completion',
  record: CompletionProfile,
  create: CompletionProfileCreate,
  patch: CompletionProfilePatch,
  filters: {},
  sorts: ['name', 'updated_at'],
  deletable: true,
});

/** What the completion dashboard groups active people by (SPEC, `/completion-profiles`). */
export const COMPLETION_DIMENSIONS = ['business_unit', 'business_line', 'hub', 'group', 'grade'] as const;
export type CompletionDimension = (typeof COMPLETION_DIMENSIONS)[number];

export const CompletionRatesQuery = z.strictObject({ by: z.enum(COMPLETION_DIMENSIONS) });
export type CompletionRatesQuery = z.infer<typeof CompletionRatesQuery>;

/**
 * One value of a dimension and how complete its active people's profiles are. `key` null: the
 * people with no value (the web names the row); for groups, key is the group's id and label its name.
 */
export const CompletionRateRow = z.object({
  key: z.string().nullable(),
  label: z.string().nullable(),
  people: z.number(),
  /** 0–100, one decimal. */
  average_rate: z.number(),
  /** How many of them reached their profile's target. */
  complete: z.number(),
});
export type CompletionRateRow = z.infer<typeof CompletionRateRow>;
/** Lowest average first: where to act. */
export const CompletionRatesBody = z.object({ data: z.array(CompletionRateRow) });
export type CompletionRatesBody = z.infer<typeof CompletionRatesBody>;

const booleanQuery = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

/** The people of one row of the rates: `key` left out for those with no value. */
export const CompletionPeopleFilter = z.strictObject({
  by: z.enum(COMPLETION_DIMENSIONS),
  key: z.string().min(1).max(200).optional(),
  /** Only those below their profile's target. */
  incomplete: booleanQuery,
  /** By rate, lowest first (`rate`) or highest first (`-rate`); then by name. */
  sort: z.enum(['rate', '-rate']).default('rate'),
});
export type CompletionPeopleFilter = z.infer<typeof CompletionPeopleFilter>;
export const CompletionPeopleQuery = CompletionPeopleFilter.extend(PagingQuery.shape);
export type CompletionPeopleQuery = z.input<typeof CompletionPeopleQuery>;

/** A person of a drill-down: who, how complete, and what they have not filled. */
export const CompletionPerson = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  job_title: z.string().nullable(),
  completion_rate: z.number(),
  completion_missing: z.array(z.enum(COMPLETION_FIELDS)),
  completion_state: z.enum(COMPLETION_STATES),
});
export type CompletionPerson = z.infer<typeof CompletionPerson>;
export const CompletionPeopleBody = pageOf(CompletionPerson);
export type CompletionPeopleBody = z.infer<typeof CompletionPeopleBody>;

export const ExportQuery = z.strictObject({ format: z.enum(EXPORT_FORMATS) });
export const CompletionRatesExportQuery = CompletionRatesQuery.extend(ExportQuery.shape);
export const CompletionPeopleExportQuery = CompletionPeopleFilter.extend(ExportQuery.shape);

/** Today's spread of active people's rates: ten buckets of ten (0–9 … 90–99) and 100. */
export const CompletionDistributionBody = z.object({
  buckets: z.array(z.object({ from: z.number(), to: z.number(), people: z.number() })),
  people: z.number(),
  complete: z.number(),
  incomplete: z.number(),
  average_rate: z.number(),
});
export type CompletionDistributionBody = z.infer<typeof CompletionDistributionBody>;

/** The firm's figures once a day, oldest first, over the last year. */
export const CompletionSnapshot = z.object({
  day: z.string(),
  people: z.number(),
  average_rate: z.number(),
  complete: z.number(),
});
export type CompletionSnapshot = z.infer<typeof CompletionSnapshot>;
export const CompletionHistoryBody = z.object({ data: z.array(CompletionSnapshot) });
export type CompletionHistoryBody = z.infer<typeof CompletionHistoryBody>;
