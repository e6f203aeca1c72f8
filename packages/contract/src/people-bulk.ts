import { z } from 'zod';
import { PEOPLE_MESSAGES } from './server-messages.ts';
import { PEOPLE_BULK_MAX, PROFILE_LIST_MAX, TEXT_SHORT } from './limits.ts';

const unique = <T>(items: readonly T[]) => new Set(items).size === items.length;

/** The people a bulk action is for: 1 to 500 ids, each once. */
export const BulkPeopleIds = z
  .array(z.uuid())
  .min(1)
  .max(PEOPLE_BULK_MAX)
  .refine(unique, PEOPLE_MESSAGES.personTwice);

const hrText = z.string().trim().max(TEXT_SHORT).nullable().optional();

/**
 * The HR fields a bulk edit may set, all to the same value for every person: a text field set to
 * null is emptied, a field left out is not touched; `job_profiles` replaces the list.
 */
export const PeopleBulkChanges = z
  .strictObject({
    grade: hrText,
    position: hrText,
    business_unit: hrText,
    business_line: hrText,
    hub: hrText,
    job_profiles: z
      .array(z.string().trim().min(1).max(100))
      .max(PROFILE_LIST_MAX.job_profiles)
      .refine(unique, PEOPLE_MESSAGES.jobProfileTwice)
      .optional(),
  })
  .refine(
    (changes) => Object.values(changes).some((value) => value !== undefined),
    PEOPLE_MESSAGES.bulkNothingToChange,
  );
export type PeopleBulkChanges = z.infer<typeof PeopleBulkChanges>;

/** `POST /api/c13s/v2/cv_library/users/bulk-update`: the same HR fields for several people at once. */
export const PeopleBulkUpdateInput = z.strictObject({ ids: BulkPeopleIds, changes: PeopleBulkChanges });
export type PeopleBulkUpdateInput = z.infer<typeof PeopleBulkUpdateInput>;

/** How many people were changed (those already holding the values count too: they were asked for). */
export const PeopleBulkUpdateBody = z.object({ updated: z.number().int() });
export type PeopleBulkUpdateBody = z.infer<typeof PeopleBulkUpdateBody>;

/** `POST /api/c13s/v2/cv_library/users/completion-reminder`: mail each person what their profile misses. */
export const CompletionReminderInput = z.strictObject({ ids: BulkPeopleIds });
export type CompletionReminderInput = z.infer<typeof CompletionReminderInput>;

/**
 * `sent`: mails queued. `skipped`: people not mailed — reminded less than a day ago, profile
 * already complete, or account not active.
 */
export const CompletionReminderBody = z.object({ sent: z.number().int(), skipped: z.number().int() });
export type CompletionReminderBody = z.infer<typeof CompletionReminderBody>;
