import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeMode } from '@atrium/contract';
import { DARK_BACKGROUND, HEADER_HEIGHT, PRIMARY_COLOR, SECONDARY_COLOR } from './tokens';

// System fonts: the app must work without reaching any font host.
const FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** The MUI theme of one mode, built from the spec's tokens. */
export function createAppTheme(mode: ThemeMode): Theme {
  const dark = mode === 'dark';
  const focusRing = dark ? PRIMARY_COLOR : '#00796b';
  return createTheme({
    palette: {
      mode,
      primary: { main: PRIMARY_COLOR, contrastText: '#0b2e26' },
      secondary: { main: SECONDARY_COLOR, contrastText: '#2b1406' },
      background: dark
        ? { default: DARK_BACKGROUND, paper: '#212121' }
        : { default: '#f7f8f8', paper: '#ffffff' },
      // The primary teal is too light to read as text on white; links and focus use a darker shade there.
      ...(dark ? {} : { info: { main: '#00796b' } }),
    },
    typography: { fontFamily: FONT_STACK },
    shape: { borderRadius: 8 },
    mixins: { toolbar: { minHeight: HEADER_HEIGHT } },
    components: {
      // A visible focus ring for keyboard users on every control: MUI's own focus ripple is too
      // faint on the header's light buttons, and plain elements get the same ring.
      MuiButtonBase: {
        styleOverrides: {
          root: { '&.Mui-focusVisible': { outline: `2px solid ${focusRing}`, outlineOffset: 2 } },
        },
      },
      MuiLink: {
        defaultProps: { color: dark ? 'primary' : 'info.main' },
        styleOverrides: {
          root: { '&:focus-visible': { outline: `2px solid ${focusRing}`, outlineOffset: 2 } },
        },
      },
      MuiCssBaseline: {
        styleOverrides: { 'a:focus-visible': { outline: `2px solid ${focusRing}`, outlineOffset: 2 } },
      },
    },
  });
}
