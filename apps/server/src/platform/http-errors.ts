import { MESSAGES } from '@atrium/contract';

/** An error meant for the client: its status and `{ msg, errors? }` body go out as they are. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly msg: string;
  readonly errors?: Record<string, string>;
  /** Response headers that go with the refusal (Retry-After…). */
  readonly headers?: Record<string, string>;

  constructor(
    statusCode: number,
    msg: string,
    errors?: Record<string, string>,
    headers?: Record<string, string>,
  ) {
    super(msg);
    this.statusCode = statusCode;
    this.msg = msg;
    this.errors = errors;
    this.headers = headers;
  }
}

export const badRequest = (msg: string = MESSAGES.invalidInput, errors?: Record<string, string>) =>
  new HttpError(400, msg, errors);
export const unauthenticated = () => new HttpError(401, MESSAGES.unauthenticated);
export const forbidden = (msg: string = MESSAGES.forbidden) => new HttpError(403, msg);
export const notFound = (msg: string = MESSAGES.notFound) => new HttpError(404, msg);
export const conflict = (msg: string, errors?: Record<string, string>) => new HttpError(409, msg, errors);
/** 429, saying when to try again if that is known. */
export const tooManyRequests = (retryAfterSeconds?: number) =>
  new HttpError(
    429,
    MESSAGES.tooManyRequests,
    undefined,
    retryAfterSeconds === undefined
      ? undefined
      : { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );
