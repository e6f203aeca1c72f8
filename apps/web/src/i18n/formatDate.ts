import { format, formatDistanceStrict, isValid, parseISO } from 'date-fns';
import { enUS, fr } from 'date-fns/locale';
import { tz } from '@date-fns/tz';
import { displayNow, displayTimeZone } from './displayClock';
import type { Language } from './languages';

/** What an invalid or empty date shows (SPEC.md §5). */
export const EMPTY_DATE = '---';

export type DateVariant = 'short' | 'long' | 'weekday' | 'monthYear' | 'time' | 'dateTime';

// date-fns patterns; 'short' is the spec's MM-DD-YYYY (en) and DD-MM-YYYY (fr).
const PATTERNS: Record<Language, Record<DateVariant, string>> = {
  en: {
    short: 'MM-dd-yyyy',
    long: 'MMMM d, yyyy',
    weekday: 'EEEE, MMMM d, yyyy',
    monthYear: 'MMMM yyyy',
    time: 'h:mm a',
    dateTime: 'MM-dd-yyyy h:mm a',
  },
  fr: {
    short: 'dd-MM-yyyy',
    long: 'd MMMM yyyy',
    weekday: 'EEEE d MMMM yyyy',
    monthYear: 'MMMM yyyy',
    time: 'HH:mm',
    dateTime: 'dd-MM-yyyy HH:mm',
  },
};

const LOCALES = { en: enUS, fr } as const;

export type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  // parseISO reads a bare 'YYYY-MM-DD' as local midnight, so a date never shifts a day across time zones.
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : undefined;
}

/** A date in the interface language; '---' when it is missing or not a date. */
export function formatDate(value: DateInput, language: Language, variant: DateVariant = 'short'): string {
  const date = toDate(value);
  if (!date) return EMPTY_DATE;
  const zone = displayTimeZone();
  return format(date, PATTERNS[language][variant], {
    locale: LOCALES[language],
    ...(zone ? { in: tz(zone) } : {}),
  });
}

/** How long ago, in the interface language ("3 hours ago", "il y a 3 heures"); '---' when not a date. */
export function formatTimeAgo(value: DateInput, language: Language): string {
  const date = toDate(value);
  if (!date) return EMPTY_DATE;
  return formatDistanceStrict(date, displayNow(), { addSuffix: true, locale: LOCALES[language] });
}
