import { z } from 'zod';
import { defineObject } from './define-object.ts';
import { TEXT_SHORT } from './limits.ts';
import { NEWCOMER_TYPES } from './newcomers.ts';
import { COMPLETION_FIELDS } from './users.ts';

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
    .min(1, 'Choose at least one field')
    .max(COMPLETION_FIELDS.length)
    .refine((fields) => new Set(fields.map(({ field }) => field)).size === fields.length, 'Each field once'),
  target: z.number().int().min(1).max(100),
});

export const CompletionProfileCreate = CompletionProfileFields;
export type CompletionProfileCreate = z.infer<typeof CompletionProfileCreate>;
export const CompletionProfilePatch = CompletionProfileFields.partial();
export type CompletionProfilePatch = z.infer<typeof CompletionProfilePatch>;

export const completionProfilesObject = defineObject({
  module: 'admin',
  object: 'completion_profiles',
  permission: 'completion',
  record: CompletionProfile,
  create: CompletionProfileCreate,
  patch: CompletionProfilePatch,
  filters: {},
  sorts: ['name', 'updated_at'],
  deletable: true,
});
