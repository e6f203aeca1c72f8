import { useMemo, type ReactNode } from 'react';
import { createTheme, type Theme } from '@mui/material/styles';
import { frFR } from '@mui/material/locale';
import { frFR as chartsFrFR } from '@mui/x-charts/locales';
// MUI's own ThemeProvider also brings its CSS-variables provider, which this theme does not use.
import { ThemeProvider } from '@mui/system';
import type { Language } from '../i18n/languages';

/** MUI's own words ("Open", "Close", "Go to page 2", "Rows per page"), per interface language. */
const MUI_LOCALES: Record<Language, object[]> = { en: [], fr: [frFR, chartsFrFR] };

/**
 * The theme in the interface language: MUI's components say their own words (an Autocomplete's
 * "Open", a pagination's "Go to page 2", a chart's "No data") in French to a French reader. The
 * data grid takes its French words where it is drawn (ObjectDataGrid).
 */
export function MuiLocale({ language, children }: { language: Language; children: ReactNode }) {
  const locales = MUI_LOCALES[language];
  // Always a provider, English too: a language changed after the first paint (its catalogue loaded)
  // changes the theme, never the tree, so nothing below is mounted again (a field keeps what was typed).
  const localized = useMemo(
    () => (outer: Theme) => (locales.length === 0 ? outer : createTheme(outer, ...(locales as [object]))),
    [locales],
  );
  return <ThemeProvider theme={localized}>{children}</ThemeProvider>;
}
