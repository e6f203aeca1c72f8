import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeLanguageCookie } from '../i18n/languageCookie';
import { renderWithProviders } from '../test/renderWithProviders';
import { HeaderSearch } from './HeaderSearch';

/** A phone's screen, 390 px wide, as the tests' matchMedia reads it. */
const onAPhone = () => vi.stubGlobal('innerWidth', 390);

describe('HeaderSearch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("on a phone, opens the search from its icon, focused, and sends it to Who's who", async () => {
    onAPhone();
    renderWithProviders(<HeaderSearch />, { route: '/home' });
    expect(screen.queryByRole('searchbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Search people' }));
    const box = screen.getByRole('searchbox', { name: 'Search people' });
    expect(box).toHaveFocus();
    await userEvent.type(box, 'Benali{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/who-s-who?q=Benali');
    // Sent, the search closes and gives the header back.
    await waitFor(() => expect(screen.queryByRole('searchbox')).toBeNull());
    expect(screen.getByRole('button', { name: 'Search people' })).toBeVisible();
  });

  it('on a phone, lies over the notification badge once opened (issue 47)', async () => {
    onAPhone();
    renderWithProviders(<HeaderSearch />, { route: '/home' });
    await userEvent.click(screen.getByRole('button', { name: 'Search people' }));
    const overlay = screen.getByTestId('header-search-open');
    // MUI's badge (the unread count) is drawn at z-index 1.
    expect(Number(getComputedStyle(overlay).zIndex)).toBeGreaterThan(1);
  });

  it('on a phone in French, the back arrow closes the search, as Esc does', async () => {
    onAPhone();
    writeLanguageCookie('fr');
    renderWithProviders(<HeaderSearch />);
    await userEvent.click(await screen.findByRole('button', { name: 'Rechercher des personnes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fermer la recherche' }));
    expect(screen.queryByRole('searchbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher des personnes' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('on a wide screen, shows the search box itself', () => {
    renderWithProviders(<HeaderSearch />);
    expect(screen.getByRole('searchbox', { name: 'Search people' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Search people' })).toBeNull();
  });
});
