/** Languages offered when a profile lists one; any other code already listed stays selectable. */
export const COMMON_LANGUAGE_CODES = [
  'en',
  'fr',
  'nl',
  'de',
  'es',
  'it',
  'pt',
  'ar',
  'zh',
  'ja',
  'ru',
  'pl',
  'ro',
  'tr',
  'hi',
  'ko',
  'sv',
  'da',
  'el',
  'he',
] as const;

const namers = new Map<string, Intl.DisplayNames>();

/** 'fr' → 'French' (English) or 'Français' (French); an unknown code stays as it is. */
export function languageName(code: string, locale: string): string {
  let namer = namers.get(locale);
  if (!namer) {
    namer = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
    namers.set(locale, namer);
  }
  let name: string;
  try {
    name = namer.of(code) ?? code;
  } catch {
    // Not a well-formed language tag (typed by hand somewhere): show it unchanged.
    return code;
  }
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
