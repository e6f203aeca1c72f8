import { screen, within } from '@testing-library/react';
import type { PersonAvailability } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { AvailabilityTimeline } from './AvailabilityTimeline';

const PERSON = '44444444-4444-4444-8444-444444444444';

/** 26 Mondays from 2 March 2026: booked 80 % for four weeks, then free. */
const busy: PersonAvailability = {
  user_id: PERSON,
  free_now: 20,
  free_from: '2026-03-30',
  weeks: Array.from({ length: 26 }, (_, week) => ({
    week_start: new Date(Date.UTC(2026, 2, 2 + 7 * week)).toISOString().slice(0, 10),
    free_pct: week < 4 ? 20 : 100,
  })),
};

function serve(answer: PersonAvailability[] | 'fail') {
  return mockApi((request) => {
    if (request.url.pathname.endsWith('/staffing/availability')) {
      expect(request.url.searchParams.getAll('id')).toEqual([PERSON]);
      return answer === 'fail' ? jsonResponse(500, { msg: 'boom' }) : jsonResponse(200, { data: answer });
    }
    return undefined;
  });
}

describe('AvailabilityTimeline', () => {
  it('shows the next 26 weeks as bars, a legend, the chip, and a table screen readers read', async () => {
    serve([busy]);
    renderWithProviders(<AvailabilityTimeline personId={PERSON} />);
    const section = await screen.findByRole('region', { name: 'Availability, next 26 weeks' });
    expect(await within(section).findByText('Free from 03-30-2026')).toBeInTheDocument();
    expect(within(section).getAllByTestId('availability-week')).toHaveLength(26);
    for (const label of ['Free', 'Partly booked', 'Fully booked']) {
      expect(within(section).getAllByText(label).length).toBeGreaterThan(0);
    }
    const table = within(section).getByRole('table', { name: 'Availability, next 26 weeks' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(27);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('03-02-2026');
    expect(rows[1]).toHaveTextContent('20 %');
    expect(rows[5]).toHaveTextContent('100 %');
  });

  it("clips the screen readers' table in a one-pixel box, never widening the page (issue 47)", async () => {
    serve([busy]);
    renderWithProviders(<AvailabilityTimeline personId={PERSON} />);
    const table = await screen.findByRole('table', { name: 'Availability, next 26 weeks' });
    // A table ignores the width it is given: the box around it holds the hidden style.
    expect(table.parentElement).toBe(screen.getByTestId('availability-table-box'));
    expect(table.parentElement).toHaveStyle({ position: 'absolute', width: '1px', overflow: 'hidden' });
  });

  it('says when the availability could not be loaded', async () => {
    serve('fail');
    renderWithProviders(<AvailabilityTimeline personId={PERSON} />);
    expect(await screen.findByText('The availability could not be loaded.')).toBeInTheDocument();
  });
});
