import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { SessionDialog } from './SessionDialog';

const BASE = '/api/c13s/v2/mentorship/sessions';

type Days = Record<string, [string, string]>;

/** Types a name and the four periods' days. */
async function fill(user: ReturnType<typeof userEvent.setup>, days: Days) {
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Mentorship 2027');
  for (const [period, [start, end]] of Object.entries(days)) {
    await user.type(screen.getByLabelText(new RegExp(`^${period} starts`)), start);
    await user.type(screen.getByLabelText(new RegExp(`^${period} ends`)), end);
  }
}

describe('a new mentorship session', () => {
  it('refuses a matching period that starts before the selection ends, on the matching’s start', async () => {
    const calls = mockApi(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<SessionDialog onClose={() => undefined} />);
    await fill(user, {
      'Mentor registration': ['2027-01-04', '2027-01-22'],
      'Mentee registration': ['2027-01-11', '2027-01-29'],
      Selection: ['2027-02-01', '2027-02-19'],
      Matching: ['2027-02-10', '2027-02-26'],
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Registration comes before selection, and selection before matching'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Matching starts/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Selection starts/)).toHaveAttribute('aria-invalid', 'false');
    expect(calls).toEqual([]);
  });

  it('sends the contract’s body when the periods follow each other', async () => {
    const calls = mockApi(({ method, url }) =>
      method === 'POST' && url.pathname === BASE
        ? jsonResponse(201, { id: 's1', msg: 'Created' })
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<SessionDialog onClose={() => undefined} />);
    const year = screen.getByRole('spinbutton', { name: /^Year/ });
    await user.clear(year);
    await user.type(year, '2027');
    await fill(user, {
      'Mentor registration': ['2027-01-04', '2027-01-22'],
      'Mentee registration': ['2027-01-11', '2027-01-29'],
      Selection: ['2027-02-01', '2027-02-19'],
      Matching: ['2027-02-22', '2027-03-05'],
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({
      name: 'Mentorship 2027',
      year: 2027,
      mentor_registration: { start: '2027-01-04', end: '2027-01-22' },
      mentee_registration: { start: '2027-01-11', end: '2027-01-29' },
      selection: { start: '2027-02-01', end: '2027-02-19' },
      matching: { start: '2027-02-22', end: '2027-03-05' },
    });
  });
});
