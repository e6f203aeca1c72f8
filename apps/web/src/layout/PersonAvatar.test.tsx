import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { PersonAvatar } from './PersonAvatar';
import { pictureChanged } from './personPicture';

const person = {
  id: '22222222-2222-4222-8222-222222222222',
  first_name: 'Hélène',
  last_name: 'dubois',
  has_picture: true,
  picture_version: '0123456789abcdef',
};
const picture = `/api/c13s/v2/cv_library/users/${person.id}/picture`;

describe('PersonAvatar', () => {
  it('shows the thumbnail of a person who has a picture, under its version, and the picture itself when large', () => {
    const { unmount } = renderWithProviders(<PersonAvatar person={person} />);
    expect(screen.getByRole('img', { name: 'Hélène dubois' })).toHaveAttribute(
      'src',
      `${picture}/thumbnail?v=0123456789abcdef`,
    );
    unmount();
    renderWithProviders(<PersonAvatar person={person} size={120} />);
    expect(screen.getByRole('img', { name: 'Hélène dubois' })).toHaveAttribute('src', picture);
  });

  it('asks for the plain thumbnail address when the version is not known', () => {
    renderWithProviders(<PersonAvatar person={{ ...person, picture_version: undefined }} />);
    expect(screen.getByRole('img', { name: 'Hélène dubois' })).toHaveAttribute('src', `${picture}/thumbnail`);
  });

  it('shows initials, and asks for no picture, for a person without one', () => {
    const { container } = renderWithProviders(<PersonAvatar person={{ ...person, has_picture: false }} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Hélène dubois' })).toHaveTextContent('HD');
  });

  it('falls back to the initials when the picture fails, without asking again', () => {
    const { container } = renderWithProviders(<PersonAvatar person={person} />);
    fireEvent.error(screen.getByRole('img', { name: 'Hélène dubois' }));
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Hélène dubois' })).toHaveTextContent('HD');
  });

  it('loads the picture again, at a new address, once it has changed', () => {
    // A person of this test's own: a changed picture stays changed for the rest of the page's life.
    const changed = { ...person, id: '99999999-9999-4999-8999-999999999999' };
    const { container } = renderWithProviders(<PersonAvatar person={changed} />);
    fireEvent.error(screen.getByRole('img', { name: 'Hélène dubois' }));
    act(() => pictureChanged(changed.id));
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toMatch(
      new RegExp(`^/api/c13s/v2/cv_library/users/${changed.id}/picture/thumbnail\\?v=\\d+$`),
    );
  });

  it('is hidden from screen readers when the name is written beside it', () => {
    const { container } = renderWithProviders(<PersonAvatar person={person} decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });
});
