import { z } from 'zod';
import { TAG_NAME_MAX } from './limits.ts';
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
  .regex(/^[^\u0000-\u001f\u007f]*$/, 'No control characters');

/** `cv_library/tags`: the vocabulary offered when a profile lists skills, certificates, job profiles, markets. */
export const Tag = z.object({ id: z.string(), type: z.enum(TAG_TYPES), name: z.string() });
export type Tag = z.infer<typeof Tag>;

export const TagInput = z.strictObject({ type: z.enum(TAG_TYPES), name: TagName });
export type TagInput = z.infer<typeof TagInput>;

export const TagPatch = TagInput.partial();
export type TagPatch = z.infer<typeof TagPatch>;

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
