import type { ErrorBody, MessageParams } from '@atrium/contract';

/**
 * What the server said (or the client says in its place): a message's code and values, which the
 * interface shows as `server.<code>` in its language, and `msg`, the words to show when the code is
 * not known (a server newer than the page) or absent (a text the caller gave).
 */
export type Said = { code?: string; params?: MessageParams; msg: string };

/** A failed call: its status (0 when the network failed), its body and what was said. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly said: Said;
  /** True when the session could not be renewed and the person is being sent to the login page. */
  readonly sessionExpired: boolean;

  constructor(status: number, body: unknown, said: Said, sessionExpired = false) {
    super(said.msg);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.said = said;
    this.sessionExpired = sessionExpired;
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;

/**
 * The per-field messages of a 400 answer (ErrorBody: `errors: { field: msg }` and, beside it,
 * `error_codes: { field: { code, params } }`).
 */
export function fieldErrors(error: unknown): Record<string, Said> {
  const body = isHttpError(error) ? (error.body as Partial<ErrorBody> | null | undefined) : undefined;
  const said: Record<string, Said> = {};
  for (const [field, msg] of Object.entries(body?.errors ?? {}))
    if (typeof msg === 'string') said[field] = { ...body?.error_codes?.[field], msg };
  return said;
}
