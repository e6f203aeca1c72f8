import type { IntlShape } from 'react-intl';
import { SERVER_MESSAGES, type ServerMessageKey } from '@atrium/contract';

type Template = { key: ServerMessageKey; pattern: RegExp };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const entries = Object.entries(SERVER_MESSAGES) as [ServerMessageKey, string][];
const hasPlaceholder = (text: string) => /\{\w+\}/.test(text);

const KEY_BY_TEXT = new Map<string, ServerMessageKey>(
  entries.filter(([, text]) => !hasPlaceholder(text)).map(([key, text]) => [text, key]),
);

/** '{name} is a leader…' → /^(?<name>.+) is a leader…$/: how a filled-in message is recognised. */
const TEMPLATES: Template[] = entries
  .filter(([, text]) => hasPlaceholder(text))
  .map(([key, text]) => ({
    key,
    pattern: new RegExp(
      `^${text
        .split(/(\{\w+\})/)
        .map((part) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          return name ? `(?<${name}>.+?)` : escapeRegExp(part);
        })
        .join('')}$`,
    ),
  }));

/** The catalogue key of a server `msg` (its English text, filled in or not), if it is one of ours. */
export function serverMessageKey(msg: string): ServerMessageKey | undefined {
  return KEY_BY_TEXT.get(msg) ?? TEMPLATES.find(({ pattern }) => pattern.test(msg))?.key;
}

/**
 * The errorSuccessMessages set of SPEC.md §8: a server `msg` in the interface language, or as is.
 * A message the server filled in ('Karim Benali is a leader…') is translated with the same values.
 */
export function translateServerMessage(intl: Pick<IntlShape, 'formatMessage'>, msg: string): string {
  const key = KEY_BY_TEXT.get(msg);
  if (key) return intl.formatMessage({ id: `server.${key}`, defaultMessage: msg });
  for (const { key: templateKey, pattern } of TEMPLATES) {
    const values = pattern.exec(msg)?.groups;
    if (values)
      return intl.formatMessage(
        { id: `server.${templateKey}`, defaultMessage: SERVER_MESSAGES[templateKey] },
        values,
      );
  }
  return msg;
}
