import { AVAILABILITY_WEEKS, type StaffingAvailability, type WeekAvailability } from '@atrium/contract';
import { describe, expect, it, vi } from 'vitest';
import { type AvailabilityOf, rankWithAvailability } from './availability-ranking.ts';
import type { RankedCandidate } from './rank-people.ts';

const TODAY = '2026-11-30';
const reasons = {
  skills: [],
  sectors: [],
  languages: [],
  clients: [],
  credentials: [],
  groups: [],
  wishes: { skills: [], clients: [], available_from: null },
  availability: null,
};
const candidate = (id: string, score: number): RankedCandidate => ({ id, score, reasons });
const need = (given: Partial<StaffingAvailability>): StaffingAvailability => ({
  start: null,
  weeks: null,
  load_pct: null,
  ...given,
});

/** Mondays from 2026-11-30 with the free shares given, one a week. */
const weeksOf = (...free: number[]): WeekAvailability[] =>
  free.map((free_pct, week) => ({
    week_start: new Date(Date.UTC(2026, 10, 30 + 7 * week)).toISOString().slice(0, 10),
    free_pct,
  }));
const known =
  (byPerson: Record<string, WeekAvailability[]>): AvailabilityOf =>
  async (ids) =>
    new Map(ids.filter((id) => id in byPerson).map((id) => [id, byPerson[id]!]));
const FREE = weeksOf(...Array<number>(26).fill(100));
/** Booked at 80 % for 12 weeks, then free to the end of the window. */
const BOOKED = weeksOf(...Array<number>(12).fill(20), ...Array<number>(14).fill(100));

describe('ranking with availability, given who is free when', () => {
  it('ranks an equally good free match above a busy one, keeps the busy one and says why for both', async () => {
    const ranked = await rankWithAvailability(
      [candidate('busy', 40), candidate('free', 40)],
      need({ start: TODAY, load_pct: 100, weeks: 8 }),
      TODAY,
      known({ busy: BOOKED, free: FREE }),
    );
    expect(ranked.map((hit) => hit.id)).toEqual(['free', 'busy']);
    expect(ranked[0]!.reasons.availability).toEqual({
      from: TODAY,
      load_pct: 100,
      fits: true,
      free_pct: 100,
      mean_free_pct: 100,
      booked_pct_at_start: 0,
      free_from: TODAY,
    });
    expect(ranked[1]!.reasons.availability).toEqual({
      from: TODAY,
      load_pct: 100,
      fits: false,
      free_pct: 20,
      mean_free_pct: 20,
      booked_pct_at_start: 80,
      free_from: '2027-02-22',
    });
    expect(ranked[1]!.score).toBeLessThan(ranked[0]!.score);
  });

  it('never hides a strong match who is busy: it keeps at least half its score', async () => {
    const ranked = await rankWithAvailability(
      [candidate('strong-busy', 90), candidate('weak-free', 30)],
      need({ load_pct: 100 }),
      TODAY,
      known({ 'strong-busy': weeksOf(...Array<number>(26).fill(0)), 'weak-free': FREE }),
    );
    expect(ranked.map((hit) => [hit.id, hit.score])).toEqual([
      ['strong-busy', 45],
      ['weak-free', 30],
    ]);
    // Booked to the end of what is known: no day to be free from.
    expect(ranked[0]!.reasons.availability).toMatchObject({ fits: false, free_from: null });
  });

  it('weighs only the need: free enough at its load, busy after its weeks end', async () => {
    const partly = weeksOf(60, 60, 60, 60, 0, 0);
    const ranked = await rankWithAvailability(
      [candidate('partly', 20)],
      need({ start: TODAY, weeks: 4, load_pct: 60 }),
      TODAY,
      known({ partly }),
    );
    expect(ranked[0]).toMatchObject({ score: 20, reasons: { availability: { fits: true, free_pct: 60 } } });
  });

  it('keeps a share of the score for a person half free at a full-time need', async () => {
    const [hit] = await rankWithAvailability(
      [candidate('half', 40)],
      need({ load_pct: 100 }),
      TODAY,
      known({ half: weeksOf(...Array<number>(26).fill(50)) }),
    );
    expect(hit!.score).toBe(30);
  });

  it('ranks on the terms alone, with no reason, for a person whose availability is unknown', async () => {
    const ranked = await rankWithAvailability(
      [candidate('unknown', 40), candidate('free', 30)],
      need({ start: '2027-03-01' }),
      TODAY,
      async () => new Map(),
    );
    expect(ranked).toEqual([candidate('unknown', 40), candidate('free', 30)]);
  });

  it('asks nothing when the need says nothing of when or how much', async () => {
    const availabilityOf = vi.fn<AvailabilityOf>(known({ free: FREE }));
    const ranked = await rankWithAvailability([candidate('free', 10)], need({}), TODAY, availabilityOf);
    expect(ranked).toEqual([candidate('free', 10)]);
    expect(availabilityOf).not.toHaveBeenCalled();
  });

  it.each([
    ['a start to come', need({ start: '2027-03-01' }), '2027-03-01'],
    ['a start already past', need({ start: '2026-01-05' }), TODAY],
    ['a load alone', need({ load_pct: 50 }), TODAY],
  ])('asks from when the need starts, as far as is known: %s', async (_, given, from) => {
    const availabilityOf = vi.fn<AvailabilityOf>(known({}));
    await rankWithAvailability([candidate('a', 10), candidate('b', 5)], given, TODAY, availabilityOf);
    expect(availabilityOf).toHaveBeenCalledWith(['a', 'b'], from, AVAILABILITY_WEEKS);
  });
});
