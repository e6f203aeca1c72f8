import { MESSAGES } from '@atrium/contract';

/** An error meant for the client: its status and `{ msg, errors? }` body go out as they are. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly msg: string;
  readonly errors?: Record<string, string>;

  constructor(statusCode: number, msg: string, errors?: Record<string, string>) {
    super(msg);
    this.statusCode = statusCode;
    this.msg = msg;
    this.errors = errors;
  }
}

export const badRequest = (msg: string = MESSAGES.invalidInput, errors?: Record<string, string>) =>
  new HttpError(400, msg, errors);
export const unauthenticated = () => new HttpError(401, MESSAGES.unauthenticated);
export const forbidden = (msg: string = MESSAGES.forbidden) => new HttpError(403, msg);
export const notFound = (msg: string = MESSAGES.notFound) => new HttpError(404, msg);
export const conflict = (msg: string, errors?: Record<string, string>) => new HttpError(409, msg, errors);
export const tooManyRequests = () => new HttpError(429, MESSAGES.tooManyRequests);
