import { createContext } from 'react';
import type { Language } from './languages';

export type LocaleState = {
  language: Language;
  setLanguage: (language: Language) => void;
  /** Whether the language was chosen in this browser; a new browser's is the default until told. */
  chosenHere: boolean;
};

export const LocaleContext = createContext<LocaleState | null>(null);
