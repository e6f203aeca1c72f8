import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PersonRef } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { ContributorsSection } from './ContributorsSection';
import { aCredential } from './testing/aCredential';

const person = (id: string, first_name: string): PersonRef => ({
  id,
  first_name,
  last_name: 'Doe',
  job_title: null,
  has_picture: false,
  picture_version: null,
});
const me = person('a0000000-0000-4000-8000-000000000001', 'Ada');
const colleague = person('a0000000-0000-4000-8000-000000000002', 'Cy');
const manager = person('a0000000-0000-4000-8000-000000000003', 'Max');

const credential = aCredential({
  credential_manager: manager,
  contributors: [
    { user: me, description: 'Built it', confirmed: false },
    { user: colleague, description: 'Tested it', confirmed: false },
    { user: manager, description: 'Ran it', confirmed: true },
  ],
});

/** The API as `self` sees it: confirming answers 200. */
const serve = (self: PersonRef) =>
  mockApi(({ method, url }) => {
    if (url.pathname.endsWith('/cv_library/users/self')) return jsonResponse(200, self);
    if (method === 'POST' && url.pathname.endsWith('/confirm')) {
      return jsonResponse(200, {
        code: 'credentials.contributionConfirmed',
        msg: 'The contribution is confirmed',
      });
    }
    return undefined;
  });

describe('ContributorsSection', () => {
  it('shows the parts awaiting confirmation and offers the person named to confirm theirs', async () => {
    const calls = serve(me);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ContributorsSection credential={credential} />);
    expect(screen.getAllByText('Awaiting confirmation')).toHaveLength(2);
    await user.click(await screen.findByRole('button', { name: 'Confirm my contribution' }));
    // Another person's part is theirs or the manager's to confirm.
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(
        `POST /api/c13s/v2/cv_library/projects/${credential.id}/contributors/${me.id}/confirm`,
      ),
    );
  });

  it("offers the credential's manager to confirm each part still waiting", async () => {
    serve(manager);
    renderWithProviders(<ContributorsSection credential={credential} />);
    expect(await screen.findAllByRole('button', { name: 'Confirm' })).toHaveLength(2);
  });
});
