import { MESSAGES } from '@atrium/contract';
import type { Said } from './HttpError';

/** The last resort of SPEC.md §8, shown in the interface language like any server message. */
export const DEFAULT_ERROR: Said = { code: 'internal', msg: MESSAGES.internal };

export type MessageOptions = {
  /** Shown on failure instead of anything the server said (a text in the interface language). */
  errorMessage?: string;
  /** Shown on success instead of the answer's msg. */
  successMessage?: string;
  /** Shown for one status, success or failure, unless a supplied string above applies. */
  statusMessages?: Partial<Record<number, string>>;
};

/** The answer's message: its code and values beside its words (`msg`, or another API's field). */
function bodySaid(body: unknown, fields: readonly string[]): Said | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const answer = body as Record<string, unknown>;
  const field = fields.find((name) => typeof answer[name] === 'string' && answer[name].trim() !== '');
  if (!field) return undefined;
  const msg = answer[field] as string;
  // Only an ErrorBody or a MessageBody has a code, always beside its msg.
  return field === 'msg' && typeof answer.code === 'string'
    ? { code: answer.code, params: answer.params as Said['params'], msg }
    : { msg };
}

const supplied = (text: string | undefined): Said | undefined =>
  text === undefined ? undefined : { msg: text };

/** SPEC.md §8 order: supplied string, per-status message, the answer's msg/message/err/error, default. */
export function chooseErrorMessage(status: number, body: unknown, options: MessageOptions = {}): Said {
  return (
    supplied(options.errorMessage) ??
    supplied(options.statusMessages?.[status]) ??
    bodySaid(body, ['msg', 'message', 'err', 'error']) ??
    DEFAULT_ERROR
  );
}

/** Success text: supplied string, per-status message, the answer's msg or message; none otherwise. */
export function chooseSuccessMessage(
  status: number,
  body: unknown,
  options: MessageOptions = {},
): Said | undefined {
  return (
    supplied(options.successMessage) ??
    supplied(options.statusMessages?.[status]) ??
    bodySaid(body, ['msg', 'message'])
  );
}
