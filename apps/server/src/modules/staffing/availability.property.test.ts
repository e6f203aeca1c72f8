import { AVAILABILITY_WEEKS } from '@atrium/contract';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app-setup.ts';
import { rollAvailabilityWindow } from './availability-window.ts';
import { readAvailability } from './availability.ts';
import { addDays } from './firm-weeks.ts';
import { assignments } from './staffing.tables.ts';

/** A fixed Monday: the window is the database's, whatever today is. */
const FIRST_WEEK = '2027-03-01';
const DAYS = AVAILABILITY_WEEKS * 7;

type Interval = { start: number; length: number | null; allocation: number; confirmed: boolean };

/**
 * The rule, restated plainly: each week, 100 minus every confirmed allocation weighted by the
 * working days (Monday to Friday) it covers that week, rounded, never below 0.
 */
function expectedFreeShares(intervals: readonly Interval[]): number[] {
  return Array.from({ length: AVAILABILITY_WEEKS }, (_, week) => {
    let booked = 0;
    for (const { start, length, allocation, confirmed } of intervals) {
      if (!confirmed) continue;
      for (let day = week * 7; day < week * 7 + 5; day += 1) {
        if (day >= start && (length === null || day <= start + length)) booked += allocation / 5;
      }
    }
    return Math.max(0, 100 - Math.round(booked));
  });
}

const interval = fc.record({
  // Some start before the window, some run past it, some never end.
  start: fc.integer({ min: -60, max: DAYS + 10 }),
  length: fc.option(fc.integer({ min: 0, max: 200 }), { nil: null }),
  allocation: fc.integer({ min: 1, max: 100 }),
  confirmed: fc.boolean(),
});

describe('person_week_availability (property)', () => {
  const ctx = useTestApp();
  let person: string;

  beforeAll(async () => {
    await rollAvailabilityWindow(ctx().db, FIRST_WEEK);
    person = (await ctx().createPerson()).id;
  });

  it('equals 100 minus the overlapping confirmed allocations, for any set of intervals, after inserts and deletes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(interval, { maxLength: 8 }), fc.nat(), async (intervals, keepSeed) => {
        const { db } = ctx();
        await db.delete(assignments).where(eq(assignments.user_id, person));
        const rows =
          intervals.length === 0
            ? []
            : await db
                .insert(assignments)
                .values(
                  intervals.map(({ start, length, allocation, confirmed }) => ({
                    user_id: person,
                    client: 'Property client',
                    start_date: addDays(FIRST_WEEK, start),
                    end_date: length === null ? null : addDays(FIRST_WEEK, start + length),
                    allocation,
                    status: confirmed ? ('confirmed' as const) : ('tentative' as const),
                  })),
                )
                .returning({ id: assignments.id });
        const read = async () =>
          (await readAvailability(db, [person], FIRST_WEEK)).get(person)!.map((week) => week.free_pct);
        expect(await read()).toEqual(expectedFreeShares(intervals));
        // Removing some keeps the weeks right too (the trigger's delete path).
        const gone = rows.filter((_, index) => (keepSeed >> index) % 2 === 1);
        if (gone.length > 0) {
          await db.delete(assignments).where(
            inArray(
              assignments.id,
              gone.map((row) => row.id),
            ),
          );
        }
        const kept = intervals.filter((_, index) => (keepSeed >> index) % 2 === 0);
        expect(await read()).toEqual(expectedFreeShares(kept));
      }),
      { numRuns: 40 },
    );
  });

  it('measures everyone again when the window moves to the next week', async () => {
    const { db } = ctx();
    await db.delete(assignments).where(eq(assignments.user_id, person));
    // Two weeks at 60 %, then the window moves a week on: one week left, and the 26th week is free.
    await db.insert(assignments).values({
      user_id: person,
      client: 'Property client',
      start_date: FIRST_WEEK,
      end_date: addDays(FIRST_WEEK, 11),
      allocation: 60,
    });
    const next = addDays(FIRST_WEEK, 7);
    await rollAvailabilityWindow(db, next);
    const weeks = (await readAvailability(db, [person], next)).get(person)!;
    expect(weeks[0]).toEqual({ week_start: next, free_pct: 40 });
    expect(weeks[1]).toEqual({ week_start: addDays(next, 7), free_pct: 100 });
    expect(weeks).toHaveLength(AVAILABILITY_WEEKS);
    expect(weeks.at(-1)!.week_start).toBe(addDays(next, 7 * (AVAILABILITY_WEEKS - 1)));
    await rollAvailabilityWindow(db, FIRST_WEEK);
  });
});
