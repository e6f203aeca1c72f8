import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './limits.ts';

/** The error body of every failed call (DESIGN.md): a message and, for invalid input, one per field. */
export const ErrorBody = z.object({
  msg: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Answer of a call whose only content is a message. */
export const MessageBody = z.object({ msg: z.string() });
export type MessageBody = z.infer<typeof MessageBody>;

/** Answer of a create call. */
export const CreatedBody = z.object({ id: z.string(), msg: z.string() });
export type CreatedBody = z.infer<typeof CreatedBody>;

export const Id = z.uuid();

/** Paging and sorting shared by every search. */
export const PagingQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});

/** A page of results. */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), total: z.number() });
export type Page<T> = { data: T[]; total: number };

export const CountBody = z.object({ count: z.number() });
export type CountBody = z.infer<typeof CountBody>;

/** Facet counts: field → value → count. */
export const CardinalitiesBody = z.record(z.string(), z.record(z.string(), z.number()));
export type CardinalitiesBody = z.infer<typeof CardinalitiesBody>;

/** How a person is shown wherever another record refers to them. */
export const PersonRef = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  job_title: z.string().nullable(),
  has_picture: z.boolean(),
  /** Versions the picture's thumbnail address (`…/picture/thumbnail?v=`); null without a picture. */
  picture_version: z.string().nullable(),
});
export type PersonRef = z.infer<typeof PersonRef>;
