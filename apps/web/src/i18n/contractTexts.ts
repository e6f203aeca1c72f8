import type { IntlShape } from 'react-intl';
import { AREA_MESSAGES, type ServerMessageKey } from '@atrium/contract';
import { serverText } from './serverMessage';

/**
 * The contract's checks also run in the browser (a form's zod schema), where an issue carries
 * only the English text its schema gave. Those texts are fixed (no values), so each is known again
 * exactly by its code. The server's answers need none of this: they carry their code. Only forms
 * load this module, so neither the sign-in page nor the home page carries every area's texts.
 */
const CODE_OF_TEXT = new Map(
  (Object.entries(AREA_MESSAGES) as [ServerMessageKey, string][])
    .filter(([, text]) => !/\{\w+\}/.test(text))
    .map(([code, text]) => [text, code]),
);

/** A message of a check made in the browser, in the interface language (or as it came). */
export function contractText(intl: Pick<IntlShape, 'formatMessage' | 'messages'>, text: string): string {
  const code = CODE_OF_TEXT.get(text);
  return code ? serverText(intl, { code, msg: text }) : text;
}
