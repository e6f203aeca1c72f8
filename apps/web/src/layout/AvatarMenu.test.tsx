import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeLanguageCookie } from '../i18n/languageCookie';
import { aUser } from '../test/factories';
import { renderWithProviders } from '../test/renderWithProviders';
import { AvatarMenu } from './AvatarMenu';

const menu = (self: ReturnType<typeof aUser>) =>
  renderWithProviders(<AvatarMenu self={self} onReportIssue={() => undefined} restricted={false} />);

describe('AvatarMenu', () => {
  it("shows the person's photo in the header when they have one", () => {
    const self = aUser({
      first_name: 'Ada',
      last_name: 'Lovelace',
      has_picture: true,
      picture_version: 'v1',
    });
    const { container } = menu(self);
    const button = screen.getByRole('button', { name: 'AL, Account menu' });
    const photo = container.querySelector('img');
    expect(button).toContainElement(photo);
    expect(photo).toHaveAttribute('src', `/api/c13s/v2/cv_library/users/${self.id}/picture/thumbnail?v=v1`);
  });

  it('shows the initials when there is no photo, in French too', async () => {
    writeLanguageCookie('fr');
    const self = aUser({ first_name: 'Émilie', last_name: 'van Dijk', has_picture: false });
    const { container } = menu(self);
    expect(await screen.findByRole('button', { name: 'ÉV, Menu du compte' })).toHaveTextContent('ÉV');
    expect(container.querySelector('img')).toBeNull();
  });
});
