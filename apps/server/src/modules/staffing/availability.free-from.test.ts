import { AVAILABILITY_WEEKS, BENCH_FREE_PCT } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { seedDemoFirm } from '../../db/seed/demo-seed.ts';
import { users } from '../../platform/users/users.tables.ts';
import { useTestApp } from '../../test/test-app-setup.ts';
import { freeFrom, freeFromWeeks, readAvailability, windowStart } from './availability.ts';
import { addDays } from './firm-weeks.ts';

describe('free from: the SQL (the Bench, the profile) and the pure rule (staffing’s ranking)', () => {
  const ctx = useTestApp();

  it('agree on every person of the demo firm, at any load, from any date', async () => {
    const { db, permissions } = ctx();
    await seedDemoFirm(db, permissions, { password: 'demo-password-1', people: 60 });
    const ids = (await db.select({ id: users.id }).from(users)).map((person) => person.id);
    const first = await windowStart(db);
    const last = addDays(first, 7 * (AVAILABILITY_WEEKS - 1));
    // Before the window, its first Monday, a Wednesday, mid-window, its last week, past its end.
    const froms = [
      addDays(first, -30),
      first,
      addDays(first, 9),
      addDays(first, 7 * 12),
      last,
      addDays(last, 7),
    ];
    const loads = [1, 20, 40, BENCH_FREE_PCT, 60, 80, 100];
    const answers = new Set<string | null>();
    for (const from of froms) {
      const weeks = await readAvailability(db, ids, from);
      for (const load of loads) {
        const bySql = await freeFrom(db, ids, load, from);
        const byRule = new Map(ids.map((id) => [id, freeFromWeeks(weeks.get(id)!, load)]));
        expect(byRule, `from ${from} at ${load} %`).toEqual(bySql);
        for (const answer of bySql.values()) answers.add(answer);
      }
    }
    // The demo firm's staffing reaches every case: free at once, free from a later week, booked
    // to the window's end.
    expect(answers).toContain(null);
    expect(answers).toContain(first);
    expect(
      [...answers].filter((answer) => answer !== null && answer > addDays(first, 9)).length,
    ).toBeGreaterThan(3);
  });
});
