import { MESSAGES } from '@atrium/contract';

/** The last resort of SPEC.md §8; the notifier translates it like any server message. */
export const DEFAULT_ERROR_MESSAGE: string = MESSAGES.internal;

export type MessageOptions = {
  /** Shown on failure instead of anything the server said. */
  errorMessage?: string;
  /** Shown on success instead of the answer's msg. */
  successMessage?: string;
  /** Shown for one status, success or failure, unless a supplied string above applies. */
  statusMessages?: Partial<Record<number, string>>;
};

function bodyField(body: unknown, fields: readonly string[]): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  for (const field of fields) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

/** SPEC.md §8 order: supplied string, per-status message, the answer's msg/message/err/error, default. */
export function chooseErrorMessage(status: number, body: unknown, options: MessageOptions = {}): string {
  return (
    options.errorMessage ??
    options.statusMessages?.[status] ??
    bodyField(body, ['msg', 'message', 'err', 'error']) ??
    DEFAULT_ERROR_MESSAGE
  );
}

/** Success text: supplied string, per-status message, the answer's msg or message; none otherwise. */
export function chooseSuccessMessage(
  status: number,
  body: unknown,
  options: MessageOptions = {},
): string | undefined {
  return options.successMessage ?? options.statusMessages?.[status] ?? bodyField(body, ['msg', 'message']);
}
