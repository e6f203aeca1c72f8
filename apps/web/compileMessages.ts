import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** The app's own modules: their `defaultMessage` texts are English messages for react-intl. */
const APP_MODULE = /\/apps\/web\/src\/.*\.(ts|tsx)$/;
/** The catalogues of the other languages, loaded when chosen (src/i18n/loadMessages.ts). */
const CATALOGUE = /\/apps\/web\/src\/i18n\/[a-z]{2}\.json$/;
/** What the runtime imports instead of the ICU parser (see messageParser.ts). */
const RUNTIME_PARSER = 'src/i18n/messageParser.ts';

type Node = { type?: string; start: number; end: number; [key: string]: unknown };

/**
 * ICU messages compiled at build time, as formatjs advises: every `defaultMessage: '…'` of the
 * app's code (defineMessages, <FormattedMessage defaultMessage="…">) becomes the parsed message,
 * and each catalogue's texts too. The browser then formats without parsing, and the ICU parser
 * (8 KiB gzip on the sign-in and home pages) is left out: `@formatjs/icu-messageformat-parser`
 * resolves to messageParser.ts, which knows only the few plain texts built at run time.
 * A message that does not parse fails the build, naming its module.
 */
export function compileMessages(root: string): Plugin[] {
  return [
    {
      name: 'atrium-compile-catalogues',
      apply: 'build',
      // Before Vite turns the JSON into a module: the catalogue stays JSON, of parsed messages.
      enforce: 'pre',
      transform(code, id) {
        if (!CATALOGUE.test(id)) return null;
        const catalogue = JSON.parse(code) as Record<string, string>;
        const compiled = Object.fromEntries(
          Object.entries(catalogue).map(([key, text]) => [key, compile(text, `${key} in ${id}`)]),
        );
        return { code: JSON.stringify(compiled), map: null };
      },
    },
    {
      name: 'atrium-compile-default-messages',
      apply: 'build',
      // After TypeScript and JSX are compiled away, so the module parses as plain JavaScript.
      enforce: 'post',
      transform(code, id) {
        if (!APP_MODULE.test(id) || !code.includes('defaultMessage')) return null;
        const edits: { start: number; end: number; text: string }[] = [];
        visit(this.parse(code) as unknown as Node, (node) => {
          if (node.type !== 'Property') return;
          const key = node.key as Node & { name?: string; value?: unknown };
          const value = node.value as Node & { value?: unknown };
          const named = key.name === 'defaultMessage' || key.value === 'defaultMessage';
          if (!named || node.computed || value.type !== 'Literal' || typeof value.value !== 'string') return;
          edits.push({ start: value.start, end: value.end, text: JSON.stringify(compile(value.value, id)) });
        });
        if (edits.length === 0) return null;
        let out = code;
        for (const { start, end, text } of edits.sort((a, b) => b.start - a.start))
          out = out.slice(0, start) + text + out.slice(end);
        return { code: out, map: null };
      },
    },
    {
      name: 'atrium-runtime-message-parser',
      apply: 'build',
      enforce: 'pre',
      async resolveId(source) {
        if (source !== '@formatjs/icu-messageformat-parser') return null;
        return this.resolve(`${root}/${RUNTIME_PARSER}`);
      },
    },
  ];
}

function compile(text: string, where: string): MessageFormatElement[] {
  try {
    return parse(text);
  } catch (error) {
    throw new Error(`Message ${JSON.stringify(text)} (${where}) does not parse: ${String(error)}`, {
      cause: error,
    });
  }
}

function visit(node: unknown, enter: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) visit(child, enter);
    return;
  }
  if (!node || typeof node !== 'object') return;
  if (typeof (node as Node).type === 'string') enter(node as Node);
  for (const value of Object.values(node)) if (value && typeof value === 'object') visit(value, enter);
}
