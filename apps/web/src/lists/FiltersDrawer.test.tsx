import { screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeLanguageCookie } from '../i18n/languageCookie';
import { renderWithProviders } from '../test/renderWithProviders';
import { FiltersDrawer } from './FiltersDrawer';

const filters = (count: number) =>
  renderWithProviders(
    <FiltersDrawer activeCount={count}>
      <label>
        <input type="checkbox" /> Paris
      </label>
    </FiltersDrawer>,
  );

/** A phone's screen, 390 px wide, as the tests' matchMedia reads it. */
const onAPhone = () => vi.stubGlobal('innerWidth', 390);

describe('FiltersDrawer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('on a phone, shows a Filters button counting the choices, which opens the filters in a sheet', async () => {
    onAPhone();
    filters(2);
    expect(screen.queryByRole('checkbox', { name: 'Paris' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Filters (2)' }));
    const sheet = screen.getByRole('dialog', { name: 'Filters (2)' });
    expect(sheet).toContainElement(screen.getByRole('checkbox', { name: 'Paris' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show the results' }));
    await waitForElementToBeRemoved(sheet);
  });

  it('on a phone with no choice, the button reads Filters alone', () => {
    onAPhone();
    filters(0);
    expect(screen.getByRole('button', { name: 'Filters' })).toBeVisible();
  });

  it('in French, counts the choices on a Filtres button and closes with Fermer les filtres', async () => {
    onAPhone();
    writeLanguageCookie('fr');
    filters(3);
    await userEvent.click(await screen.findByRole('button', { name: 'Filtres (3)' }));
    const sheet = screen.getByRole('dialog', { name: 'Filtres (3)' });
    await userEvent.click(screen.getByRole('button', { name: 'Fermer les filtres' }));
    await waitForElementToBeRemoved(sheet);
  });

  it('on a wide screen, shows the filters themselves, with no button', () => {
    filters(2);
    expect(screen.getByRole('checkbox', { name: 'Paris' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Filters/ })).toBeNull();
  });
});
