import { z } from 'zod';
import { PEOPLE_MESSAGES } from './server-messages.ts';
import { PAGE_SIZE_MAX, TAG_NAME_MAX } from './limits.ts';
import { messageFields } from './api.ts';
import { TAG_TYPES } from './permissions.ts';
import { defineObject } from './define-object.ts';

/** Image types a profile picture may be uploaded as, decided from the file's bytes. */
export const PICTURE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** A tag name: what a profile lists as a skill, certificate or job profile. */
export const TagName = z
  .string()
  .trim()
  .min(1)
  .max(TAG_NAME_MAX)
  // Control characters would break the one-line lists of resumes and search suggestions.
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u001f\u007f]*$/, PEOPLE_MESSAGES.controlCharacters);

/** `cv_library/tags`: the vocabulary offered when a profile lists skills, certificates, job profiles, markets. */
export const Tag = z.object({ id: z.string(), type: z.enum(TAG_TYPES), name: z.string() });
export type Tag = z.infer<typeof Tag>;

export const TagInput = z.strictObject({ type: z.enum(TAG_TYPES), name: TagName });
export type TagInput = z.infer<typeof TagInput>;

/**
 * A rename: a tag keeps its type, which is what the columns holding it say (a skill, a market).
 * Optional as in every patch, so an unknown id answers 404 before an empty patch answers 400.
 */
export const TagPatch = z.strictObject({ name: TagName.optional() });
export type TagPatch = z.infer<typeof TagPatch>;

/** `POST …/tags/{id}/merge`: every use of the tag moves to `into` (same type), then the tag goes. */
export const TagMergeInput = z.strictObject({ into: z.uuid() });
export type TagMergeInput = z.infer<typeof TagMergeInput>;
/** A merge's answer: its message and how many records moved to the target. */
export const TagMergeBody = z.object({ ...messageFields, moved: z.number().int() });
export type TagMergeBody = z.infer<typeof TagMergeBody>;

/**
 * Where a tag's uses are counted: profiles, resumes, solutions, groups, mentorship registrations,
 * the skills of experiences and credentials (and a credential's client), newcomers, completion
 * profiles, campaigns' targets and news (the business units and hubs they are for).
 */
export const TAG_USE_PLACES = [
  'people',
  'resumes',
  'solutions',
  'groups',
  'mentorship',
  'experiences',
  'credentials',
  'newcomers',
  'completion',
  'campaigns',
  'news',
  'assignments',
] as const;
export type TagUsePlace = (typeof TAG_USE_PLACES)[number];

/** How many records of each place use a tag, and their sum (what a merge moves, what blocks a delete). */
export const TagUsage = z.object({
  id: z.string(),
  total: z.number().int(),
  places: z.record(z.enum(TAG_USE_PLACES), z.number().int()),
});
export type TagUsage = z.infer<typeof TagUsage>;

/** `GET …/tags/usage?id=…&id=…`: the usage of a page of tags, in one request. */
export const TagUsageQuery = z.object({
  id: z.union([z.uuid(), z.array(z.uuid()).min(1).max(PAGE_SIZE_MAX)]),
});
export const TagUsageBody = z.object({ data: z.array(TagUsage) });
export type TagUsageBody = z.infer<typeof TagUsageBody>;

/** `cv_library/tags`: the typed vocabulary profiles pick skills, certificates and job profiles from. */
export const tagsObject = defineObject({
  module: 'cv_library',
  object: 'tags',
  permission: 'tags',
  record: Tag,
  create: TagInput,
  patch: TagPatch,
  filters: { type: { values: TAG_TYPES } },
  sorts: ['name', 'type'],
  deletable: true,
});
