import { screen } from '@testing-library/react';
import type { PersonAvailability } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AvailabilityChip } from './AvailabilityChip';

const person = (free_now: number, free_from: string | null): PersonAvailability => ({
  user_id: 'p',
  free_now,
  free_from,
  weeks: [],
});

describe('AvailabilityChip', () => {
  it.each([
    [person(50, '2026-03-02'), 'Free 50 % now'],
    [person(100, '2026-03-02'), 'Free 100 % now'],
    [person(0, '2026-04-13'), 'Free from 04-13-2026'],
    [person(20, '2026-04-13'), 'Free from 04-13-2026'],
    [person(20, null), 'Free 20 % now'],
    [person(0, null), 'Booked for 6 months'],
  ])('says what a card shows of %o', (availability, text) => {
    renderWithProviders(<AvailabilityChip availability={availability} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('shows nothing before the availability is in', () => {
    renderWithProviders(<AvailabilityChip availability={undefined} />);
    expect(screen.queryByText(/Free|Booked/)).not.toBeInTheDocument();
  });
});
