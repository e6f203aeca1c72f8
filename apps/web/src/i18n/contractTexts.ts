import type { IntlShape } from 'react-intl';
import type { ServerMessageKey } from '@atrium/contract';
import { serverText } from './serverMessage';

/**
 * The contract's checks also run in the browser (a form's zod schema), where an issue carries
 * only the English text its schema gave. Those texts are fixed (no values), so each is known again
 * exactly by its code. The server's answers need none of this: they carry their code.
 */
const CODE_OF_TEXT = new Map<string, ServerMessageKey>();

/** Teaches the forms some of the contract's texts; the signed-in app teaches every area's. */
export function learnContractTexts(texts: Partial<Record<ServerMessageKey, string>>): void {
  for (const [code, text] of Object.entries(texts) as [ServerMessageKey, string][])
    if (!/\{\w+\}/.test(text)) CODE_OF_TEXT.set(text, code);
}

/** A message of a check made in the browser, in the interface language (or as it came). */
export function contractText(intl: Pick<IntlShape, 'formatMessage' | 'messages'>, text: string): string {
  const code = CODE_OF_TEXT.get(text);
  return code ? serverText(intl, { code, msg: text }) : text;
}
