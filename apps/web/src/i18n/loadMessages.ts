import type { Language } from './languages';

export type Messages = Record<string, string>;

/**
 * English needs no catalogue at run time: every text's defaultMessage is its English, and a test
 * keeps en.json identical to them (en.json is the translators' source). Other catalogues load
 * when chosen, so no language costs the first page anything.
 */
export async function loadMessages(language: Language): Promise<Messages> {
  if (language === 'fr') return (await import('./fr.json')).default;
  return defaultMessages;
}

export const defaultMessages: Messages = {};
