import { afterEach, describe, expect, it } from 'vitest';
import { holdNowUntilHydrated, releaseNow, setServerClock } from './displayClock';
import { formatDate, formatTimeAgo } from './formatDate';

// A page the server drew must read, on the server and in the browser's first render, the same
// dates and hours: those of the reader's zone, counted from the same moment.
describe('the clock dates are shown against', () => {
  afterEach(() => {
    setServerClock(() => undefined);
    releaseNow();
  });
  const at = '2026-11-28T23:30:00Z';

  it('writes a date in the zone the server was told, whatever its own', () => {
    setServerClock(() => ({ timeZone: 'Europe/Paris', now: undefined }));
    expect(formatDate(at, 'en', 'dateTime')).toBe('11-29-2026 12:30 AM');
    setServerClock(() => ({ timeZone: 'America/New_York', now: undefined }));
    expect(formatDate(at, 'fr', 'dateTime')).toBe('28-11-2026 18:30');
  });

  it('counts "how long ago" from the render until the page is taken over, then from now', () => {
    holdNowUntilHydrated(Date.parse(at) + 3 * 60_000);
    expect(formatTimeAgo(at, 'en')).toBe('3 minutes ago');
    releaseNow();
    expect(formatTimeAgo(new Date(Date.now() - 5 * 60_000), 'en')).toBe('5 minutes ago');
  });
});
