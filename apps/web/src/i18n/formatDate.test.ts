// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EMPTY_DATE, formatDate } from './formatDate';

// A local date-time, so the test reads the same in every time zone.
const date = new Date(2026, 2, 5, 14, 7);

describe('formatDate', () => {
  it('uses MM-DD-YYYY in English and DD-MM-YYYY in French', () => {
    expect(formatDate(date, 'en')).toBe('03-05-2026');
    expect(formatDate(date, 'fr')).toBe('05-03-2026');
  });

  it('has long, weekday, month-year and time variants', () => {
    expect(formatDate(date, 'en', 'long')).toBe('March 5, 2026');
    expect(formatDate(date, 'fr', 'long')).toBe('5 mars 2026');
    expect(formatDate(date, 'en', 'weekday')).toBe('Thursday, March 5, 2026');
    expect(formatDate(date, 'fr', 'weekday')).toBe('jeudi 5 mars 2026');
    expect(formatDate(date, 'en', 'monthYear')).toBe('March 2026');
    expect(formatDate(date, 'fr', 'monthYear')).toBe('mars 2026');
    expect(formatDate(date, 'en', 'time')).toBe('2:07 PM');
    expect(formatDate(date, 'fr', 'time')).toBe('14:07');
    expect(formatDate(date, 'fr', 'dateTime')).toBe('05-03-2026 14:07');
  });

  it('reads ISO strings and timestamps; a bare date does not shift a day', () => {
    expect(formatDate('2026-03-05', 'en')).toBe('03-05-2026');
    expect(formatDate(date.toISOString(), 'fr')).toBe('05-03-2026');
    expect(formatDate(date.getTime(), 'en')).toBe('03-05-2026');
  });

  it("shows '---' for an empty or invalid date", () => {
    for (const value of [null, undefined, '', 'not a date', '2026-13-45', Number.NaN, new Date('x')])
      expect(formatDate(value, 'en')).toBe(EMPTY_DATE);
    expect(EMPTY_DATE).toBe('---');
  });
});
