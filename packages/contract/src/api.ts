import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './limits.ts';

/** The values of a message's `{placeholders}` (`{ max: 3 }`, `{ name: 'Karim Benali' }`). */
export const MessageParams = z.record(z.string(), z.union([z.string(), z.number()]));
export type MessageParams = z.infer<typeof MessageParams>;

/**
 * The message of an answer (coded-message.ts): `code`, the stable key the web translates
 * (`server.<code>`), `params` for its placeholders, and `msg`, the same in English for API clients
 * and logs. A client shows `msg` only for a code it does not know.
 */
export const messageFields = { code: z.string(), params: MessageParams.optional(), msg: z.string() };
/** The same, on an answer that has a message only sometimes. */
export const optionalMessageFields = {
  code: z.string().optional(),
  params: MessageParams.optional(),
  msg: z.string().optional(),
};

/** The code of a field's message, with its values. */
export const FieldCode = z.object({ code: z.string(), params: MessageParams.optional() });
export type FieldCodes = Record<string, z.infer<typeof FieldCode>>;

/**
 * Messages per field: `errors` maps a field to its English message (as before codes came, so API
 * clients keep reading it), `error_codes` maps the same field to that message's code and values.
 * A field whose message has no code (a validator's own wording) is in `errors` only.
 */
export const fieldMessageFields = {
  errors: z.record(z.string(), z.string()).optional(),
  error_codes: z.record(z.string(), FieldCode).optional(),
};

/** The error body of every failed call (DESIGN.md): a message and, for invalid input, one per field. */
export const ErrorBody = z.object({ ...messageFields, ...fieldMessageFields });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Answer of a call whose only content is a message. */
export const MessageBody = z.object(messageFields);
export type MessageBody = z.infer<typeof MessageBody>;

/** Answer of a create call. */
export const CreatedBody = z.object({ id: z.string(), ...messageFields });
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
