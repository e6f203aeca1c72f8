import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
// MUI's own ThemeProvider also brings its CSS-variables provider, which this theme does not use.
import { ThemeProvider } from '@mui/system';
import type { ThemeMode } from '@atrium/contract';
import { createAppTheme } from './createAppTheme';
import { ThemeModeContext } from './ThemeModeContext';
import { initialThemeMode, storeThemeMode, writeThemeCookie } from './themeModeStorage';

/**
 * Light or dark theme for the whole app: light until the person chooses, then their choice,
 * remembered on this device. `initialMode` is the mode a server-rendered page was drawn in.
 */
export function ThemeModeProvider({
  children,
  initialMode,
}: {
  children: ReactNode;
  initialMode?: ThemeMode;
}) {
  const [mode, setModeState] = useState<ThemeMode>(() => initialMode ?? initialThemeMode());

  const setMode = useCallback((next: ThemeMode) => {
    storeThemeMode(next);
    setModeState(next);
  }, []);

  // Native controls and scrollbars follow too; e2e tests read the attribute. The cookie tells the
  // server which theme to render the next page in.
  useEffect(() => {
    document.documentElement.dataset.theme = mode;
    document.documentElement.style.colorScheme = mode;
    writeThemeCookie(mode);
  }, [mode]);

  const theme = useMemo(() => createAppTheme(mode), [mode]);
  const state = useMemo(() => ({ mode, setMode }), [mode, setMode]);

  return (
    <ThemeModeContext.Provider value={state}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}
