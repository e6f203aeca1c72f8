import type { ThemeMode } from '@atrium/contract';

const STORAGE_KEY = 'themeMode';
/** The same choice where the server reads it, to render a page in its theme (issue 34). */
const THEME_COOKIE = 'theme';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

// The contract's THEME_MODES lives beside the user schemas, which would bring zod into the
// first page; the compiler still ties this list to the contract's type.
const MODES = ['light', 'dark'] as const satisfies readonly ThemeMode[];

const isThemeMode = (value: unknown): value is ThemeMode =>
  typeof value === 'string' && (MODES as readonly string[]).includes(value);

/** The mode chosen on this device, if any. */
export function readStoredThemeMode(): ThemeMode | undefined {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isThemeMode(value) ? value : undefined;
  } catch {
    // Storage can be disabled (private windows, policies): behave as if nothing was chosen.
    return undefined;
  }
}

export function storeThemeMode(mode: ThemeMode): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, mode);
  } catch {
    // Not fatal: the choice still lives in the user's record.
  }
  writeThemeCookie(mode);
}

/** The mode in the cookie the server renders pages with. */
export function writeThemeCookie(mode: ThemeMode): void {
  document.cookie = `${THEME_COOKIE}=${mode}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

/** Mode at start-up: this device's choice, else light (SPEC §9: default mode light). */
export function initialThemeMode(): ThemeMode {
  return readStoredThemeMode() ?? 'light';
}
