import type { StaffingResult } from '@atrium/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app-setup.ts';
import { rollAvailabilityWindow } from '../staffing/availability-window.ts';
import { addDays, firmWeekStart } from '../staffing/firm-weeks.ts';

const STAFFING = '/api/c13s/v2/ai_toolbox/staffing';
const ASSIGNMENTS = '/api/c13s/v2/staffing/assignments';

describe('staffing with availability', () => {
  const ctx = useTestApp();
  type Caller = Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  let consultant: Caller;
  let busy: Caller;
  let monday: string;
  const week = (n: number) => addDays(monday, 7 * n);

  beforeAll(async () => {
    const t = ctx();
    monday = firmWeekStart(new Date(), t.config.firmTimeZone);
    await rollAvailabilityWindow(t.db, monday);
    const cso = await t.signedIn({ roles: ['CSO'] });
    consultant = await t.signedIn();
    // Two equally good Flink engineers; one is booked full time on a client for the next 12 weeks.
    busy = await t.signedIn({ first_name: 'Bea', last_name: 'Booked', technical_skills: ['Flink'] });
    await t.signedIn({ first_name: 'Fred', last_name: 'Free', technical_skills: ['Flink'] });
    await t.listValues('client', 'Banque Atlantique');
    const booked = await cso.request({
      method: 'POST',
      url: ASSIGNMENTS,
      payload: {
        user_id: busy.user.id,
        client: 'Banque Atlantique',
        start_date: week(0),
        end_date: addDays(week(12), 4),
        allocation: 100,
        status: 'confirmed',
      },
    });
    expect(booked.statusCode).toBe(201);
  });

  const staff = async (payload: object) => {
    const response = await consultant.request({ method: 'POST', url: STAFFING, payload });
    expect(response.statusCode).toBe(200);
    return response.json<StaffingResult>();
  };
  const named = (result: StaffingResult) => result.people.map(({ person }) => person.last_name);

  it('reads the start and load of the need, ranks the free consultant first and says why for both', async () => {
    const result = await staff({ need: `A Flink engineer from ${week(1)}, full time, for 2 months` });
    expect(result.availability).toEqual({ start: week(1), weeks: 9, load_pct: 100 });
    expect(result.availability_words).toEqual({
      start: `from ${week(1)}`,
      weeks: 'for 2 months',
      load_pct: 'full time',
    });
    expect(named(result)).toEqual(['Free', 'Booked']);
    const [first, second] = result.people;
    expect(first!.reasons.availability).toMatchObject({ from: week(1), fits: true, free_pct: 100 });
    // The busy one stays, with what makes them busy: booked now, free once the assignment ends.
    expect(second!.reasons.availability).toMatchObject({
      fits: false,
      free_pct: 0,
      booked_pct_at_start: 100,
      free_from: week(13),
    });
    expect(second!.score).toBeLessThan(first!.score);
  });

  it('ranks on the terms alone when the need says nothing of when or how much', async () => {
    const result = await staff({ need: 'A Flink engineer' });
    expect(result.availability).toEqual({ start: null, weeks: null, load_pct: null });
    expect(result.people.map((person) => person.reasons.availability)).toEqual([null, null]);
    expect(result.people[0]!.score).toBe(result.people[1]!.score);
  });

  it('takes the corrected chips instead of the text: once the booking is over, both are free', async () => {
    const result = await staff({
      need: `A Flink engineer from ${week(1)}, full time`,
      availability: { start: week(14), weeks: 4, load_pct: 50 },
    });
    expect(result.availability).toEqual({ start: week(14), weeks: 4, load_pct: 50 });
    expect(result.availability_words).toEqual({ start: null, weeks: null, load_pct: null });
    expect(result.people.map((person) => person.reasons.availability?.fits)).toEqual([true, true]);
  });

  it.each([
    [{ start: 'next March', weeks: 4, load_pct: 50 }, 'availability.start'],
    [{ start: null, weeks: 0, load_pct: 50 }, 'availability.weeks'],
    [{ start: null, weeks: 4, load_pct: 101 }, 'availability.load_pct'],
  ])('refuses corrected chips that are no date, length or load: %o', async (availability, field) => {
    const response = await consultant.request({
      method: 'POST',
      url: STAFFING,
      payload: { need: 'A Flink engineer', availability },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });
});
