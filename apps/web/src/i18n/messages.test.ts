// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { MESSAGES } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import fr from './fr.json';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/**
 * The arguments that carry a number (a count, a bound, a position). A plain `{count}` prints the
 * number as JavaScript writes it (12345), not in the reader's format (12,345 / 12 345): each goes
 * through `{count, number}`, a plural's `#`, or is formatted before it is passed.
 */
const NUMERIC_ARGUMENTS = new Set([
  'count',
  'total',
  'max',
  'min',
  'maximum',
  'minimum',
  'index',
  'number',
  'skipped',
  'matched',
  'assigned',
  'capacity',
  'weight',
]);
/**
 * Texts whose English is the contract's, filled in English by the server (its `fillMessage` writes
 * numbers as English does) or by the contract's checks: the French catalogue formats them itself.
 */
const CONTRACT_OWNED = /^(server|groups\.rule)\./;

/** The numeric arguments a message prints as plain text. */
function plainNumbers(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.argument) return NUMERIC_ARGUMENTS.has(element.value) ? [element.value] : [];
    if (element.type === TYPE.plural || element.type === TYPE.select)
      return Object.values(element.options).flatMap((option) => plainNumbers(option.value));
    if (element.type === TYPE.tag) return plainNumbers(element.children);
    return [];
  });
}

/** Every `id: '…', defaultMessage: '…'` pair written in the code. */
function messagesInCode(): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = /id:\s*'([^']+)',\s*defaultMessage:\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g;
  for (const file of sourceFiles(SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      const text = (match[2] ?? match[3] ?? '').replace(/\\(.)/g, '$1');
      found.set(match[1] ?? '', text);
    }
  }
  return found;
}

describe('message catalogues', () => {
  it('en.json and fr.json have the same keys', () => {
    const english = Object.keys(en).sort();
    const french = Object.keys(fr).sort();
    expect(
      english.filter((key) => !french.includes(key)),
      'missing in fr.json',
    ).toEqual([]);
    expect(
      french.filter((key) => !english.includes(key)),
      'missing in en.json',
    ).toEqual([]);
  });

  it('no French text is left empty', () => {
    expect(Object.entries(fr).filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it('every message of the code is in en.json with the same English text', () => {
    const code = messagesInCode();
    expect(code.size).toBeGreaterThan(50);
    const catalogue: Record<string, string> = en;
    const mismatches = [...code].filter(([id, text]) => catalogue[id] !== text);
    expect(mismatches).toEqual([]);
  });

  // Issue 47: a reader of French never meets an English text the code falls back to.
  it('lists no catalogue key used in the code without a French entry', () => {
    const french: Record<string, string> = fr;
    const missing = [...messagesInCode().keys()].filter((id) => !french[id]?.trim());
    expect(missing, 'keys used in the code without a French entry').toEqual([]);
  });

  it('has the errorSuccessMessages set: every server message, in English as the server sends it', () => {
    const catalogue: Record<string, string> = en;
    for (const [key, text] of Object.entries(MESSAGES)) expect(catalogue[`server.${key}`]).toBe(text);
  });

  it('prints every count and bound in the reader’s number format, in both languages', () => {
    for (const [catalogue, english] of [
      [en, true],
      [fr, false],
    ] as [Record<string, string>, boolean][]) {
      const plain = Object.entries(catalogue)
        .filter(([key]) => !(english && CONTRACT_OWNED.test(key)))
        .flatMap(([key, text]) => plainNumbers(parse(text)).map((name) => `${key}: {${name}}`));
      expect(plain).toEqual([]);
    }
  });

  it('keeps the same placeholders in both languages', () => {
    // An argument is `{name}` or `{name, type…}`; a plural's branch (`=0 {No pack made yet}`) is text.
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]).sort();
    const french: Record<string, string> = fr;
    for (const [key, text] of Object.entries(en))
      expect(placeholders(french[key] ?? ''), key).toEqual(placeholders(text));
  });
});
