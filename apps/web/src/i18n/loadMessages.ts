import en from './en.json';
import type { Language } from './languages';

export type Messages = Record<string, string>;

/** English ships with the first page; other catalogues load when chosen. */
export async function loadMessages(language: Language): Promise<Messages> {
  if (language === 'fr') return (await import('./fr.json')).default;
  return en;
}

export const defaultMessages: Messages = en;
