/** Calendar days as `YYYY-MM-DD`, computed in UTC so no local time zone shifts them. */
const DAY_MS = 86_400_000;

/** The day `days` after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week `day` falls in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The calendar day it is at `now` in `timeZone` (what the firm's people call today). */
export function dayIn(now: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * The Monday of the firm's current week: weeks are cut at Monday 00:00 in the firm's time zone
 * (FIRM_TIME_ZONE), so Sunday 23:30 UTC is already next week in Paris and still this week in New York.
 */
export const firmWeekStart = (now: Date, timeZone: string): string => mondayOf(dayIn(now, timeZone));
