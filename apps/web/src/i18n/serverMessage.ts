import type { IntlShape } from 'react-intl';
import type { ServerMessageKey } from '@atrium/contract';
import { isHttpError, type Said } from '../api/HttpError';
import { DEFAULT_ERROR } from '../api/messageChoice';

type Intl = Pick<IntlShape, 'formatMessage' | 'messages'>;

/**
 * The errorSuccessMessages set of SPEC.md §8: what the server said, in the interface language —
 * `server.<code>` of the catalogue filled with the message's values. English has no catalogue at
 * run time (loadMessages.ts): there the server's own English words are the text. A code the
 * catalogue does not know shows those words too; a plain string is already in the interface language.
 */
export function serverText(intl: Intl, said: Said | string): string {
  if (typeof said === 'string') return said;
  const id = `server.${said.code ?? ''}`;
  if (said.code === undefined || !(id in intl.messages)) return said.msg;
  return intl.formatMessage({ id, defaultMessage: said.msg }, said.params);
}

/** A message of the server's catalogue the page says itself (a check made before sending). */
export const codeText = (intl: Intl, code: ServerMessageKey, msg: string): string =>
  serverText(intl, { code, msg });

/** Why a call failed, in the interface language (the default error for anything but an HttpError). */
export const failureText = (intl: Intl, failure: unknown): string =>
  serverText(intl, isHttpError(failure) ? failure.said : DEFAULT_ERROR);
