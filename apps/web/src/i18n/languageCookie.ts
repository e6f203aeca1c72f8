import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/** SPEC.md §3: the choice lives in a cookie named 'language'. */
export const LANGUAGE_COOKIE = 'language';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readLanguageCookie(cookieHeader: string = document.cookie): Language {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return isLanguage(value) ? value : DEFAULT_LANGUAGE;
    }
  }
  return DEFAULT_LANGUAGE;
}

/** Whether this browser holds a choice of its own (a new browser does not). */
export function hasLanguageCookie(cookieHeader: string = document.cookie): boolean {
  return cookieHeader.split(';').some((part) => part.trim().split('=')[0] === LANGUAGE_COOKIE);
}

export function writeLanguageCookie(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}
