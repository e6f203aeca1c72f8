import { describe, expect, it } from 'vitest';
import { addDays, dayIn, firmWeekStart, mondayOf } from './firm-weeks.ts';

describe('the firm’s weeks', () => {
  it('finds the Monday of any day', () => {
    expect(mondayOf('2026-03-02')).toBe('2026-03-02');
    expect(mondayOf('2026-03-08')).toBe('2026-03-02');
    expect(mondayOf('2026-03-09')).toBe('2026-03-09');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
  });

  it('cuts the week at Monday 00:00 in the firm’s time zone', () => {
    // Sunday 8 March 2026, 23:30 UTC: already Monday 00:30 in Paris, still Sunday in New York.
    const lateSunday = new Date('2026-03-08T23:30:00Z');
    expect(dayIn(lateSunday, 'Europe/Paris')).toBe('2026-03-09');
    expect(firmWeekStart(lateSunday, 'Europe/Paris')).toBe('2026-03-09');
    expect(firmWeekStart(lateSunday, 'America/New_York')).toBe('2026-03-02');
    expect(firmWeekStart(lateSunday, 'UTC')).toBe('2026-03-02');
    // Monday 9 March, 03:00 UTC: Monday in Paris, still Sunday evening in New York.
    const mondayNight = new Date('2026-03-09T03:00:00Z');
    expect(firmWeekStart(mondayNight, 'America/New_York')).toBe('2026-03-02');
    expect(firmWeekStart(mondayNight, 'Asia/Tokyo')).toBe('2026-03-09');
  });
});
