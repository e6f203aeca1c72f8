import { AVAILABILITY_WEEKS, type WeekAvailability } from '@atrium/contract';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/database.ts';
import { textArray } from '../research/sql-arrays.ts';
import { addDays, mondayOf } from './firm-weeks.ts';
import { availabilityWindow, personWeekAvailability } from './staffing.tables.ts';

/*
 * A person's availability, as `person_week_availability` keeps it (the assignments' trigger, the
 * window's job): for each Monday of the window, 100 minus their confirmed allocations, each
 * weighted by the working days (Monday to Friday) it covers that week, rounded, floored at 0.
 * Weeks without a row are wholly free. Callers check the people are readable first.
 */

/** The window's first Monday: the firm's current week, as the job last set it. */
export async function windowStart(db: DbOrTx): Promise<string> {
  const [row] = await db.select({ first_week: availabilityWindow.first_week }).from(availabilityWindow);
  if (!row) throw new Error('availability_window is empty: the migration sets its first row');
  return row.first_week;
}

/** The Mondays of the window, first to last. */
export const windowWeeks = (first: string): string[] =>
  Array.from({ length: AVAILABILITY_WEEKS }, (_, week) => addDays(first, 7 * week));

/**
 * Each person's free share per week, for `weeks` Mondays from the week of `fromDate`, keeping
 * only those inside the window (the weeks the database knows). Every person given has an entry.
 */
export async function readAvailability(
  db: DbOrTx,
  userIds: readonly string[],
  fromDate: string,
  weeks: number = AVAILABILITY_WEEKS,
): Promise<Map<string, WeekAvailability[]>> {
  const ids = [...new Set(userIds)];
  const byPerson = new Map<string, WeekAvailability[]>();
  if (ids.length === 0) return byPerson;
  const window = windowWeeks(await windowStart(db));
  const from = mondayOf(fromDate);
  const wanted = window.filter((week) => week >= from).slice(0, Math.max(0, weeks));
  if (wanted.length === 0) return new Map(ids.map((id) => [id, []]));
  const rows = await queryRows<{ user_id: string; week_start: string; free_pct: number }>(
    db,
    sql`select user_id, to_char(week_start, 'YYYY-MM-DD') as week_start, free_pct
      from ${personWeekAvailability}
      where user_id = any(${textArray(ids)}::uuid[])
        and week_start between ${wanted[0]}::date and ${wanted.at(-1)}::date`,
  );
  const booked = new Map(rows.map((row) => [`${row.user_id} ${row.week_start}`, Number(row.free_pct)]));
  for (const id of ids) {
    byPerson.set(
      id,
      wanted.map((week_start) => ({ week_start, free_pct: booked.get(`${id} ${week_start}`) ?? 100 })),
    );
  }
  return byPerson;
}

/**
 * The free-from rule on one person's weeks, as `readAvailability` gives them from a date to the
 * window's end: the first of those Mondays from which they are at least `minFreePct` free every
 * week to the end, or null when they are booked below it in the last week (or no week is left).
 * `freeFrom` is its set-based mirror in SQL, for many people at once
 * (`availability.free-from.test.ts` holds them to the same answers).
 */
export function freeFromWeeks(weeks: readonly WeekAvailability[], minFreePct: number): string | null {
  const lastBusy = weeks.findLastIndex((week) => week.free_pct < minFreePct);
  return lastBusy === weeks.length - 1 ? null : weeks[lastBusy + 1]!.week_start;
}

/**
 * For each person, the first Monday from the week of `fromDate` on which they are at least
 * `minFreePct` free and stay so to the end of the window; null when that is not within it (booked
 * to the window's end). Every person given has an entry. `freeFromWeeks` in SQL: the last busy week
 * of each person, read at once, rather than their weeks.
 */
export async function freeFrom(
  db: DbOrTx,
  userIds: readonly string[],
  minFreePct: number,
  fromDate: string,
): Promise<Map<string, string | null>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const window = windowWeeks(await windowStart(db));
  const last = window.at(-1)!;
  const from = [mondayOf(fromDate), window[0]!].sort().at(-1)!;
  if (from > last) return new Map(ids.map((id) => [id, null]));
  const rows = await queryRows<{ user_id: string; last_busy: string }>(
    db,
    sql`select user_id, to_char(max(week_start), 'YYYY-MM-DD') as last_busy
      from ${personWeekAvailability}
      where user_id = any(${textArray(ids)}::uuid[])
        and week_start between ${from}::date and ${last}::date and free_pct < ${minFreePct}
      group by user_id`,
  );
  const lastBusy = new Map(rows.map((row) => [row.user_id, row.last_busy]));
  return new Map(
    ids.map((id) => {
      const busy = lastBusy.get(id);
      if (busy === undefined) return [id, from];
      return [id, busy === last ? null : addDays(busy, 7)];
    }),
  );
}

/** `from` plus `months` calendar months (the 31st into a shorter month stops at its end). */
export function addMonths(from: string, months: number): string {
  const [year, month, day] = from.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * People at least `minFreePct` free every week from the week of `from` for `months` months (the
 * weeks of that period inside the window): a condition on a person's id column, for Who's who and
 * the research. A correlated scalar read on the primary key, so the planner checks it per person
 * after cheaper conditions (a skill, a unit) rather than hashing every busy week of the firm.
 */
export const freeAtLeast = (userId: SQLWrapper, minFreePct: number, from: string, months: number) =>
  sql`coalesce((select min(busy.free_pct) from ${personWeekAvailability} busy
    where busy.user_id = ${userId} and busy.week_start >= ${mondayOf(from)}::date
      and busy.week_start < ${addMonths(from, months)}::date), 100) >= ${minFreePct}`;
