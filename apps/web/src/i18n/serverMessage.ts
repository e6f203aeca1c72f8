import type { IntlShape } from 'react-intl';
import { MESSAGES, type ServerMessageKey } from '@atrium/contract';

type Template = { key: ServerMessageKey; text: string; pattern: RegExp };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const hasPlaceholder = (text: string) => /\{\w+\}/.test(text);

/** The server's texts known so far: the platform's at once, the areas' once signed in. */
const KEY_BY_TEXT = new Map<string, ServerMessageKey>();
/** '{name} is a leader…' → /^(?<name>.+) is a leader…$/: how a filled-in message is recognised. */
const TEMPLATES: Template[] = [];

const patternOf = (text: string) =>
  new RegExp(
    `^${text
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        return name ? `(?<${name}>.+?)` : escapeRegExp(part);
      })
      .join('')}$`,
  );

/**
 * Teaches the notifier some of the server's messages (key → English text). The sign-in page knows
 * only the platform's; the signed-in app adds every area's (areaServerMessages.ts), so the first
 * page does not carry texts it never shows.
 */
export function learnServerMessages(texts: Partial<Record<ServerMessageKey, string>>): void {
  for (const [key, text] of Object.entries(texts) as [ServerMessageKey, string][]) {
    if (hasPlaceholder(text)) TEMPLATES.push({ key, text, pattern: patternOf(text) });
    else KEY_BY_TEXT.set(text, key);
  }
}

learnServerMessages(MESSAGES);

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
  for (const { key: templateKey, text, pattern } of TEMPLATES) {
    const values = pattern.exec(msg)?.groups;
    if (values) return intl.formatMessage({ id: `server.${templateKey}`, defaultMessage: text }, values);
  }
  return msg;
}
