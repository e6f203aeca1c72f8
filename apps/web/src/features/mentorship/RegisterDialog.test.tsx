import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../test/factories';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { RegisterDialog } from './RegisterDialog';

const PARTICIPANTS = '/api/c13s/v2/mentorship/participants';
const SESSION = '3f0e2a5c-1b7d-4c8e-9a21-5d6f7e8a9b0c';

describe('registering in a mentorship session', () => {
  it('asks a mentor for their number of mentees before sending anything', async () => {
    const calls = mockApi(({ method, url }) =>
      method === 'POST' && url.pathname === PARTICIPANTS
        ? jsonResponse(201, { id: 'r1', msg: 'Created' })
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<RegisterDialog sessionId={SESSION} role="mentor" onClose={() => undefined} />);
    await user.type(screen.getByRole('textbox', { name: /^Motivation/ }), 'I like helping people grow');
    expect(screen.getByText('26 / 700')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('You need to indicate the number of Mentees!')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);

    await user.click(screen.getByRole('combobox', { name: /Number of mentees/ }));
    await user.click(await screen.findByRole('option', { name: '2' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const writes = () => calls.filter((call) => call.method === 'POST');
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toEqual({
      session_id: SESSION,
      role: 'mentor',
      motivation: 'I like helping people grow',
      skills: [],
      mentee_count: 2,
      skill_levels: {},
    });
  });

  it('asks a mentee for goals, not a number of mentees, starting from what their profile wants to learn', async () => {
    const calls = mockApi(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/c13s/v2/cv_library/users/self')
        return jsonResponse(200, aUser({ learning_skills: ['Kubernetes'] }));
      return method === 'POST' && url.pathname === PARTICIPANTS
        ? jsonResponse(201, { id: 'r2', msg: 'Created' })
        : undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<RegisterDialog sessionId={SESSION} role="mentee" onClose={() => undefined} />);
    expect(screen.queryByRole('combobox', { name: /Number of mentees/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Kubernetes' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Goals/ }), 'Lead a team');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const writes = () => calls.filter((call) => call.method === 'POST');
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toEqual({
      session_id: SESSION,
      role: 'mentee',
      motivation: '',
      skills: ['Kubernetes'],
      goals: 'Lead a team',
    });
  });
});
