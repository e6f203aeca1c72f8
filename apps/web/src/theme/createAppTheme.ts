import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeMode } from '@atrium/contract';
import {
  DARK_BACKGROUND,
  ERROR_ON_DARK,
  HEADER_HEIGHT,
  PRIMARY_COLOR,
  PRIMARY_TEXT_ON_LIGHT,
  SECONDARY_COLOR,
  WARNING_ON_LIGHT,
} from './tokens';

// System fonts: the app must work without reaching any font host.
const FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** The MUI theme of one mode, built from the spec's tokens. */
export function createAppTheme(mode: ThemeMode): Theme {
  const dark = mode === 'dark';
  const focusRing = dark ? PRIMARY_COLOR : PRIMARY_TEXT_ON_LIGHT;
  // Where MUI writes text in the primary colour (text and outlined buttons, a focused field's
  // label, the selected tab), light mode uses the darker teal; filled surfaces keep the SPEC's.
  const primaryText = dark ? PRIMARY_COLOR : PRIMARY_TEXT_ON_LIGHT;
  return createTheme({
    palette: {
      mode,
      primary: { main: PRIMARY_COLOR, contrastText: '#0b2e26' },
      secondary: { main: SECONDARY_COLOR, contrastText: '#2b1406' },
      background: dark
        ? { default: DARK_BACKGROUND, paper: '#212121' }
        : { default: '#f7f8f8', paper: '#ffffff' },
      // The primary teal is too light to read as text on white; links and focus use a darker shade there.
      ...(dark ? {} : { info: { main: PRIMARY_TEXT_ON_LIGHT } }),
      // MUI's orange (#ed6c02) reads at 3.1:1 on white, under AA's 4.5 for text such as a hidden
      // post's label; this darker orange reads at 5.0:1 and keeps white text on filled chips.
      ...(dark ? { error: ERROR_ON_DARK } : { warning: { main: WARNING_ON_LIGHT } }),
    },
    typography: { fontFamily: FONT_STACK },
    shape: { borderRadius: 8 },
    mixins: { toolbar: { minHeight: HEADER_HEIGHT } },
    components: {
      // An outlined primary chip writes in the primary colour, which is too light to read on
      // white (1.6:1): in light mode it takes the darker teal of text, as links do.
      MuiChip: {
        styleOverrides: {
          root: {
            variants: [
              {
                props: { variant: 'outlined', color: 'primary' },
                style: { color: primaryText, borderColor: primaryText },
              },
            ],
          },
        },
      },
      // A visible focus ring for keyboard users on every control: MUI's own focus ripple is too
      // faint on the header's light buttons, and plain elements get the same ring.
      MuiButtonBase: {
        styleOverrides: {
          root: { '&.Mui-focusVisible': { outline: `2px solid ${focusRing}`, outlineOffset: 2 } },
        },
      },
      MuiButton: {
        styleOverrides: {
          // MUI colours text and outlined buttons through these variables; filled ones keep main.
          root: {
            '&.MuiButton-colorPrimary': {
              '--variant-textColor': primaryText,
              '--variant-outlinedColor': primaryText,
            },
          },
        },
      },
      // A dialog made wide for its form or list (fullWidth: every RecordDialog, the import, the
      // merge…) takes a phone's whole screen, where inside the margins its fields would be too
      // narrow; a short question (not fullWidth) stays a box.
      MuiDialog: {
        styleOverrides: {
          paperFullWidth: ({ theme }) => ({
            [theme.breakpoints.down('sm')]: {
              margin: 0,
              width: '100%',
              maxWidth: '100%',
              height: '100%',
              maxHeight: '100%',
              borderRadius: 0,
            },
          }),
        },
      },
      MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: primaryText } } } },
      // A row of tabs wider than a phone scrolls, with arrows that say there is more (MUI hides
      // them on touch screens by default: the Bench's tabs read "EAMS", issue 47).
      MuiTabs: {
        defaultProps: { variant: 'scrollable', scrollButtons: 'auto', allowScrollButtonsMobile: true },
      },
      MuiTab: { styleOverrides: { root: { '&.Mui-selected': { color: primaryText } } } },
      MuiLink: { defaultProps: { color: dark ? 'primary' : 'info.main' } },
      // Links, including those drawn as buttons (component="button"), get the same ring.
      MuiCssBaseline: {
        styleOverrides: {
          'a:focus-visible, .MuiLink-root:focus-visible': {
            outline: `2px solid ${focusRing}`,
            outlineOffset: 2,
          },
        },
      },
    },
  });
}
