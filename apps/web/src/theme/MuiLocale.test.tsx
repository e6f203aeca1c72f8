import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Autocomplete from '@mui/material/Autocomplete';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import { afterEach, describe, expect, it } from 'vitest';
import { writeLanguageCookie } from '../i18n/languageCookie';
import { renderWithProviders } from '../test/renderWithProviders';

function Widgets() {
  return (
    <>
      <Autocomplete options={['a', 'b']} renderInput={(params) => <TextField {...params} label="Pick" />} />
      <Pagination count={3} />
    </>
  );
}

describe('MUI’s own words follow the interface language (issue 47)', () => {
  afterEach(() => writeLanguageCookie('en'));

  it('says "Ouvrir" and "Aller à la page 2" to a French reader', async () => {
    writeLanguageCookie('fr');
    renderWithProviders(<Widgets />);
    expect(await screen.findByRole('button', { name: 'Ouvrir' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /page 2/ })).toHaveAccessibleName('Aller à la page 2');
    expect(screen.queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();
  });

  it('keeps MUI’s English for an English reader', async () => {
    renderWithProviders(<Widgets />);
    await userEvent.setup({ delay: null }).hover(screen.getByRole('combobox', { name: 'Pick' }));
    expect(screen.getByRole('button', { name: 'Open' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to page 2' })).toBeInTheDocument();
  });
});
