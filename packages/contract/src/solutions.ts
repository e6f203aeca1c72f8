import { z } from 'zod';
import { PersonRef } from './api.ts';
import { TEXT_LONG, TEXT_MEDIUM, TEXT_SHORT } from './limits.ts';
import { SOLUTION_MESSAGES } from './server-messages.ts';
import { defineObject } from './define-object.ts';

/** Most items a solution lists of each kind, and the longest link (shared-drive links run long). */
export const SOLUTION_LIMITS = { owners: 10, markets: 20, tags: 20, url: 2000 } as const;

const shortText = z.string().trim().max(TEXT_SHORT);
const link = z
  .url({ protocol: /^https?$/, error: SOLUTION_MESSAGES.webAddress })
  .max(SOLUTION_LIMITS.url)
  .nullable();
const labels = (max: number) => z.array(z.string().trim().min(1).max(100)).max(max);

/** A list of ids in which each appears once: a second mention is a mistake worth naming. */
export const uniqueIds = (max: number, tooMany?: string) =>
  z
    .array(z.uuid())
    .max(max, tooMany)
    .refine((ids) => new Set(ids).size === ids.length, SOLUTION_MESSAGES.listedTwice);

/** `cv_library/solutions`, as everyone signed in reads it. Owners come as people, not ids. */
export const Solution = z.object({
  id: z.string(),
  name: z.string(),
  summary: z.string(),
  description: z.string().nullable(),
  owners: z.array(PersonRef),
  scope: z.string().nullable(),
  markets: z.array(z.string()),
  tags: z.array(z.string()),
  drive_url: z.string().nullable(),
  deck_url: z.string().nullable(),
  pitch_mail_url: z.string().nullable(),
  top: z.boolean(),
  updated_at: z.string(),
});
export type Solution = z.infer<typeof Solution>;

/** `POST cv_library/solutions`: name and summary are mandatory; owners are person ids. */
export const SolutionInput = z.strictObject({
  name: shortText.min(1),
  summary: z.string().trim().min(1).max(TEXT_MEDIUM),
  description: z.string().trim().max(TEXT_LONG).nullable().optional(),
  owners: uniqueIds(SOLUTION_LIMITS.owners).optional(),
  scope: shortText.nullable().optional(),
  markets: labels(SOLUTION_LIMITS.markets).optional(),
  tags: labels(SOLUTION_LIMITS.tags).optional(),
  drive_url: link.optional(),
  deck_url: link.optional(),
  pitch_mail_url: link.optional(),
  top: z.boolean().optional(),
});
export type SolutionInput = z.infer<typeof SolutionInput>;

/** `PATCH cv_library/solutions/{id}`: any subset of the input. */
export const SolutionPatch = SolutionInput.partial();
export type SolutionPatch = z.infer<typeof SolutionPatch>;

/** How a credential shows the solutions it used. */
export const SolutionRef = z.object({ id: z.string(), name: z.string(), top: z.boolean() });
export type SolutionRef = z.infer<typeof SolutionRef>;

/** `cv_library/solutions`: the catalogue. */
export const solutionsObject = defineObject({
  module: 'cv_library',
  object: 'solutions',
  permission: 'solutions',
  record: Solution,
  create: SolutionInput,
  patch: SolutionPatch,
  filters: { id: { type: 'id' }, market: {}, tag: {}, owner: { type: 'id' }, top: { type: 'boolean' } },
  facets: ['owner', 'market', 'tag'],
  sorts: ['name', 'updated_at'],
  exportable: true,
});
