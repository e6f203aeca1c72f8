/** A failed call: its status (0 when the network failed), its body and the message that was shown. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** True when the session could not be renewed and the person is being sent to the login page. */
  readonly sessionExpired: boolean;

  constructor(status: number, body: unknown, message: string, sessionExpired = false) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.sessionExpired = sessionExpired;
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;

/** The per-field messages of a 400 answer (`{ msg, errors: { field: message } }`). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isHttpError(error) || typeof error.body !== 'object' || error.body === null) return {};
  const errors = (error.body as { errors?: unknown }).errors;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
