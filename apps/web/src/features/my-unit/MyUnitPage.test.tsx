import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../test/factories';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { MyUnitPage } from './MyUnitPage';

const people = '/api/c13s/v2/cv_library/users';
const me = aUser({ id: 'me', business_unit: 'Digital', business_line: 'Data' });
const colleague = aUser({ id: 'c1', first_name: 'Cleo', last_name: 'Colleague' });
const guild = {
  id: 'g1',
  type: 'guild',
  name: 'Data guild',
  leaders: [],
  steerco: [],
  members: [{ ...colleague, status: 'active' }],
};

describe('My BU/BL', () => {
  it('lists the people of my business unit with their groups, then of my business line', async () => {
    const calls = mockApi(({ method, url }) => {
      if (method !== 'GET') return undefined;
      if (url.pathname === `${people}/self`) return jsonResponse(200, me);
      if (url.pathname === `${people}/search`) return jsonResponse(200, { data: [colleague], total: 1 });
      if (url.pathname === '/api/c13s/v2/cv_library/teams/search')
        return jsonResponse(200, { data: [guild], total: 1 });
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<MyUnitPage />, { route: '/my-bu-bl' });

    expect(await screen.findByRole('link', { name: 'Cleo Colleague' })).toBeInTheDocument();
    expect(await screen.findByText('Data guild')).toBeInTheDocument();
    expect(calls.some((call) => call.path.includes('business_unit=Digital'))).toBe(true);

    await user.click(screen.getByRole('tab', { name: 'My business line' }));
    await screen.findByText('Cleo Colleague');
    expect(screen.getByTestId('location')).toHaveTextContent('tab=business_line');
    expect(calls.some((call) => call.path.includes('business_line=Data'))).toBe(true);
  });
});
