import {
  type CodedMessage,
  type FieldMessage,
  fieldMessages,
  message,
  type ServerMessageKey,
} from '@atrium/contract';

/** A message given by its code alone, or made with its values by `message(code, params)`. */
export type MessageOrCode = ServerMessageKey | CodedMessage;
/** Field → its message (one without a code only when a validator worded it). */
export type FieldErrors = Record<string, MessageOrCode | FieldMessage>;

/**
 * Field messages worded here and nowhere else, without a code: those of a query the web builds
 * itself (an unknown facet, a page out of range), which a person does not meet.
 */
export const worded = (texts: Record<string, string>): FieldErrors =>
  Object.fromEntries(Object.entries(texts).map(([field, msg]) => [field, { msg }]));

const coded = <M extends CodedMessage | FieldMessage>(given: ServerMessageKey | M): CodedMessage | M =>
  typeof given === 'string' ? message(given) : given;

/**
 * An error meant for the client: its status and `{ code, params?, msg, errors?, error_codes? }`
 * body (ErrorBody) go out as they are.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly said: CodedMessage;
  readonly fields?: Record<string, FieldMessage>;
  /** Response headers that go with the refusal (Retry-After…). */
  readonly headers?: Record<string, string>;

  constructor(
    statusCode: number,
    said: MessageOrCode,
    fields?: FieldErrors,
    headers?: Record<string, string>,
  ) {
    const main = coded(said);
    super(main.msg);
    this.statusCode = statusCode;
    this.said = main;
    this.fields = fields && Object.fromEntries(Object.entries(fields).map(([field, m]) => [field, coded(m)]));
    this.headers = headers;
  }

  /** What the client receives. */
  get body() {
    return { ...this.said, ...(this.fields && fieldMessages(this.fields)) };
  }
}

export const badRequest = (said: MessageOrCode = 'invalidInput', fields?: FieldErrors) =>
  new HttpError(400, said, fields);
export const unauthenticated = () => new HttpError(401, 'unauthenticated');
export const forbidden = (said: MessageOrCode = 'forbidden') => new HttpError(403, said);
export const notFound = (said: MessageOrCode = 'notFound') => new HttpError(404, said);
export const conflict = (said: MessageOrCode, fields?: FieldErrors) => new HttpError(409, said, fields);
/** 429, saying when to try again if that is known, and which limit if a code says so. */
export const tooManyRequests = (retryAfterSeconds?: number, said: MessageOrCode = 'tooManyRequests') =>
  new HttpError(
    429,
    said,
    undefined,
    retryAfterSeconds === undefined
      ? undefined
      : { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );
