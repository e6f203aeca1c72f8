import { createContext, useContext } from 'react';
import type { Breakpoint, Theme } from '@mui/material/styles';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * The screen width a server-rendered page was drawn for (the `screen_width` cookie the browser
 * writes, else a guess from the request), given to the first render of that page in the browser
 * too: both then draw the same menus and fields, and the real width applies right after.
 * Undefined in a page the browser renders alone: the width is read at once, as before.
 */
export const FirstScreenWidthContext = createContext<number | undefined>(undefined);

/** The cookie the browser keeps its window's width in, for the server's next page. */
export const SCREEN_WIDTH_COOKIE = 'screen_width';

/** Whether the screen is at least `breakpoint` wide (`up`) or narrower than it (`down`). */
export function useScreenWidth(direction: 'up' | 'down', breakpoint: Breakpoint): boolean {
  const theme = useTheme();
  const firstWidth = useContext(FirstScreenWidthContext);
  const query = (current: Theme) => current.breakpoints[direction](breakpoint);
  const wideEnough = firstWidth !== undefined && firstWidth >= theme.breakpoints.values[breakpoint];
  return useMediaQuery(
    query,
    firstWidth === undefined
      ? { noSsr: true }
      : { noSsr: false, defaultMatches: direction === 'up' ? wideEnough : !wideEnough },
  );
}

/** Keeps the window's width where the server reads it (a session's pages are drawn for it). */
export function rememberScreenWidth(): void {
  document.cookie = `${SCREEN_WIDTH_COOKIE}=${window.innerWidth}; path=/; max-age=31536000; samesite=lax`;
}
