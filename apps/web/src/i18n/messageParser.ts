import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser/no-parser.js';

export * from '@formatjs/icu-messageformat-parser/no-parser.js';

/** `{name}`: a simple argument, the only ICU syntax a text built at run time carries here. */
const ARGUMENT = /\{\s*([A-Za-z_]\w*)\s*\}/g;
/** What only the full ICU parser reads: quoting and tags, or braces that are not a simple argument. */
const QUOTE_OR_TAG = /'[{}'#|]|<\/?[A-Za-z]/;
const BRACE = /[{}]/;

/**
 * The browser build's stand-in for the ICU parser (`@formatjs/icu-messageformat-parser` resolves
 * here, compileMessages.ts): every message of the app's code and catalogues arrives parsed at build
 * time. What is left are texts that exist only at run time, given as a default message: the
 * contract's English (a group rule's "{name} is listed more than once") and the server's words.
 * Those are plain text with simple arguments, which this reads; anything else throws, and
 * react-intl then shows the text as it is, reporting the error.
 */
export function parse(message: string): MessageFormatElement[] {
  const refuse = () => new Error(`Not a precompiled message: ${message}`);
  if (QUOTE_OR_TAG.test(message)) throw refuse();
  const elements: MessageFormatElement[] = [];
  let from = 0;
  const literal = (text: string) => {
    if (BRACE.test(text)) throw refuse();
    if (text) elements.push({ type: TYPE.literal, value: text });
  };
  for (const match of message.matchAll(ARGUMENT)) {
    literal(message.slice(from, match.index));
    elements.push({ type: TYPE.argument, value: match[1]! });
    from = match.index + match[0].length;
  }
  literal(message.slice(from));
  return elements;
}
