import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SelfPermissions } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../test/factories';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { ProfilePage } from './ProfilePage';

const me = aUser({
  technical_skills: ['React'],
  languages: [{ code: 'fr', level: 'advanced' }],
  completion_missing: ['pronouns', 'linkedin'],
});
const colleague = aUser({
  id: '44444444-4444-4444-8444-444444444444',
  first_name: 'Karim',
  last_name: 'Benali',
  email: 'leader@atrium.demo',
  job_title: 'Data & AI Manager',
  technical_skills: ['Python', 'SQL'],
  mentoring_skills: ['Python'],
  learning_skills: ['Rust'],
  available_from: '2026-03-02',
  interested_skills: ['Kafka'],
  interested_clients: ['Volta Énergies'],
});
const guest: SelfPermissions = {
  roles: ['guest'],
  implicit_permissions: ['users read', 'resume read', 'teams read', 'tag technical', 'tag sectorial'],
};
const hr: SelfPermissions = {
  roles: ['guest', 'HR'],
  implicit_permissions: [...guest.implicit_permissions, 'users update'],
};

type Request = Parameters<Parameters<typeof mockApi>[0]>[0];

/** `more` answers what a test adds (a write) before the profile's reads. */
function api(
  permissions: SelfPermissions,
  more: (request: Request) => Response | undefined = () => undefined,
) {
  // As the server answers: one's own profile, or anyone's with 'users update', may be changed.
  const served = (person: typeof me) => ({
    ...person,
    _can: {
      update: person.id === me.id || permissions.implicit_permissions.includes('users update'),
      delete: false,
    },
  });
  return mockApi((request) => {
    const added = more(request);
    if (added) return added;
    const path = request.url.pathname;
    if (path.endsWith('/public/permissions/self')) return jsonResponse(200, permissions);
    if (path.endsWith('/cv_library/users/self')) return jsonResponse(200, served(me));
    if (path.endsWith(`/cv_library/users/${me.id}`)) return jsonResponse(200, served(me));
    if (path.endsWith(`/cv_library/users/${colleague.id}`)) return jsonResponse(200, served(colleague));
    if (path.endsWith('/cv_library/teams/search')) {
      const group = {
        id: 'g1',
        type: 'guild',
        name: 'Data guild',
        leaders: [],
        steerco: [],
        members: [{ ...colleague, status: 'follower' }],
      };
      return jsonResponse(200, { data: [group], total: 1 });
    }
    if (path.includes('/cv_library/users/')) return jsonResponse(404, { msg: 'Not found' });
    return undefined;
  });
}

const open = (id: string) =>
  renderWithProviders(<ProfilePage />, { route: `/profile/${id}`, path: '/profile/:id' });

describe('a profile', () => {
  it('is one’s own to edit: profile, photo and skills', async () => {
    api(guest);
    open(me.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Emma Wilson' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit my profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'My profile photo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit my skills: Top technical skills' })).toBeInTheDocument();
    expect(screen.getByText('French — Advanced')).toBeInTheDocument();
    expect(screen.getByText('To complete: Pronouns, LinkedIn')).toBeInTheDocument();
  });

  it('shows a colleague’s profile without edit controls, with their groups', async () => {
    api(guest);
    open(colleague.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Karim Benali' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Data guild' })).toHaveAttribute('href', '/guild/g1');
    expect(screen.getByText('Follower')).toBeInTheDocument();
    // The skills they can mentor in say so; the skills they want to learn are listed apart.
    expect(screen.getByLabelText('Python, can mentor')).toBeInTheDocument();
    expect(screen.queryByLabelText('SQL, can mentor')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Skills' })).getByText('Rust')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /photo/i })).toBeNull();
    expect(screen.queryByText(/To complete:/)).toBeNull();
    // No 'credentials read': that section is not asked for at all.
    expect(screen.queryByRole('region', { name: 'Credentials contributed to' })).toBeNull();
  });

  it('shows the staffing wishes they declared, and says so when there are none (issue 47)', async () => {
    api(guest);
    const view = open(colleague.id);
    const wishes = await screen.findByRole('region', { name: 'Staffing wishes' });
    expect(within(wishes).getByText('Says they are available from 03-02-2026')).toBeInTheDocument();
    expect(within(wishes).getByText('Kafka')).toBeInTheDocument();
    expect(within(wishes).getByText('Volta Énergies')).toBeInTheDocument();
    view.unmount();
    open(me.id);
    const none = await screen.findByRole('region', { name: 'Staffing wishes' });
    expect(within(none).getByText('No wish declared yet.')).toBeInTheDocument();
  });

  it('draws the skills with their years of practice at once, never widening them afterwards', async () => {
    api(guest, ({ url }) =>
      url.pathname.endsWith(`/research/people/${colleague.id}/skill-years`)
        ? jsonResponse(200, { data: [{ skill: 'sql', months: 35 }] })
        : undefined,
    );
    open(colleague.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Karim Benali' })).toBeInTheDocument();
    // The same drawing as the heading: the years were asked for beside the person and awaited.
    const skills = within(screen.getByRole('region', { name: 'Skills' }));
    // 35 months, said as staffing and research say it (it read '3 yrs', which research left out).
    expect(skills.getByText('SQL').parentElement).toHaveTextContent('SQL · 2 yrs 11 mo');
    expect(skills.getByLabelText('Python, can mentor')).toBeInTheDocument();
  });

  it('lets holders of ‘users update’ edit a colleague’s profile', async () => {
    api(hr);
    open(colleague.id);
    expect(await screen.findByRole('button', { name: 'Edit profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Profile photo' })).toBeInTheDocument();
  });

  it('lets holders of ‘users update’ deactivate a colleague’s account after confirming, never their own', async () => {
    const deactivate = `/api/c13s/v2/cv_library/users/${colleague.id}/deactivate`;
    const calls = api(hr, ({ method, url }) =>
      method === 'POST' && url.pathname === deactivate
        ? jsonResponse(200, { msg: 'The account is deactivated' })
        : undefined,
    );
    const user = userEvent.setup();
    open(colleague.id);
    await user.click(await screen.findByRole('button', { name: 'Deactivate account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate the account of Karim Benali?' });
    expect(dialog).toHaveTextContent('Every session of theirs ends at once and they can no longer sign in.');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate account' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/who-s-who'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([deactivate]);
  });

  it('offers no deactivation on one’s own profile, nor to a colleague without ‘users update’', async () => {
    api(hr);
    const { unmount } = open(me.id);
    expect(await screen.findByRole('button', { name: 'Edit my profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate account' })).toBeNull();
    unmount();
    api(guest);
    open(colleague.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Karim Benali' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate account' })).toBeNull();
  });

  it('says when the person does not exist', async () => {
    api(guest);
    open('55555555-5555-4555-8555-555555555555');
    expect(await screen.findByText('This person could not be found.')).toBeInTheDocument();
  });

  it('offers to try again when the server fails, instead of spinning', async () => {
    let failures = 1;
    mockApi(({ url }) => {
      const path = url.pathname;
      if (path.endsWith('/public/permissions/self')) return jsonResponse(200, guest);
      if (path.endsWith('/cv_library/users/self')) return jsonResponse(200, me);
      if (path.endsWith(`/cv_library/users/${colleague.id}`)) {
        if (failures-- > 0) return jsonResponse(503, { msg: 'Service unavailable' });
        return jsonResponse(200, colleague);
      }
      if (path.endsWith('/cv_library/teams/search')) return jsonResponse(200, { data: [], total: 0 });
      return undefined;
    });
    open(colleague.id);
    expect(await screen.findByText('This could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Who/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Karim Benali' })).toBeInTheDocument();
  });

  describe('opened from a campaign mail’s link (?fix=)', () => {
    const openFixing = (id: string, field: string) =>
      renderWithProviders(<ProfilePage />, { route: `/profile/${id}?fix=${field}`, path: '/profile/:id' });

    it('opens Edit my profile in the field to fill, then forgets ?fix', async () => {
      api(guest);
      openFixing(me.id, 'job_title');
      expect(await screen.findByRole('dialog', { name: 'Edit my profile' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Job title' })).toHaveFocus());
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/profile/${me.id}`));
      expect(screen.getByRole('dialog', { name: 'Edit my profile' })).toBeInTheDocument();
    });

    it('starts on adding a language when languages are missing', async () => {
      api(guest);
      openFixing(me.id, 'languages');
      expect(await screen.findByRole('dialog', { name: 'Edit my profile' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: /Add a language/ })).toHaveFocus());
    });

    it('opens the photo dialog for the picture and the skills dialog for skills', async () => {
      api(guest);
      const { unmount } = openFixing(me.id, 'has_picture');
      expect(await screen.findByRole('dialog', { name: 'My profile photo' })).toBeInTheDocument();
      unmount();
      openFixing(me.id, 'sectorial_skills');
      expect(await screen.findByRole('dialog', { name: /Edit my skills/ })).toBeInTheDocument();
    });

    it('ignores it on someone else’s profile', async () => {
      api(hr);
      openFixing(colleague.id, 'job_title');
      expect(await screen.findByRole('heading', { level: 1, name: 'Karim Benali' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('location')).not.toHaveTextContent('fix'));
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });
});
