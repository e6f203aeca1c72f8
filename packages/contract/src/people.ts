import { z } from 'zod';
import { PICTURE_MAX_BYTES, TAG_NAME_MAX } from './limits.ts';
import { TAG_TYPES } from './permissions.ts';

/**
 * Messages of the people area, in `msg` like MESSAGES (the web translates them by key through
 * the errorSuccessMessages set).
 */
export const PEOPLE_MESSAGES = {
  pictureSaved: 'Your picture has been saved',
  pictureDeleted: 'The picture has been deleted',
  pictureMissing: 'Please choose a picture',
  pictureType: 'The picture must be a JPEG, PNG or WebP image',
  pictureUnreadable: 'This image could not be read',
  pictureTooLarge: `The picture must be at most ${PICTURE_MAX_BYTES / 1024 / 1024} MB`,
} as const;

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
