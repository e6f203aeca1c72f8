import type { IntlShape } from 'react-intl';
import { MESSAGES, type MessageKey } from '@atrium/contract';

const KEY_BY_TEXT = new Map<string, MessageKey>(
  (Object.entries(MESSAGES) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

/** The catalogue key of a server `msg` (its English text), if it is one of ours. */
export function serverMessageKey(msg: string): MessageKey | undefined {
  return KEY_BY_TEXT.get(msg);
}

/** The errorSuccessMessages set of SPEC.md §8: a server `msg` in the interface language, or as is. */
export function translateServerMessage(intl: Pick<IntlShape, 'formatMessage'>, msg: string): string {
  const key = serverMessageKey(msg);
  return key ? intl.formatMessage({ id: `server.${key}`, defaultMessage: msg }) : msg;
}
