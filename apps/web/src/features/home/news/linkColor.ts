import type { Theme } from '@mui/material/styles';

/** The links' colour (MuiLink's): the SPEC's teal on dark, darkened for contrast on light. */
export const linkColor = (theme: Theme) =>
  theme.palette.mode === 'dark' ? theme.palette.primary.main : theme.palette.info.main;
