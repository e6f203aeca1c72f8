import { createContext } from 'react';
import type { ThemeMode } from '@atrium/contract';

export type ThemeModeState = {
  mode: ThemeMode;
  /** Applies a mode and remembers it on this device. */
  setMode: (mode: ThemeMode) => void;
};

export const ThemeModeContext = createContext<ThemeModeState | null>(null);
