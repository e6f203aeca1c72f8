import { createContext } from 'react';
import type { Language } from './languages';

export type LocaleState = { language: Language; setLanguage: (language: Language) => void };

export const LocaleContext = createContext<LocaleState | null>(null);
