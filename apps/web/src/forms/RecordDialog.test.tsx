import { screen } from '@testing-library/react';
import TextField from '@mui/material/TextField';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { RecordDialog } from './RecordDialog';

describe('RecordDialog', () => {
  it.each([false, true])(
    'keeps Save and Cancel out of the scrolling fields, so they stay in view on a phone (long: %s)',
    (long) => {
      renderWithProviders(
        <RecordDialog
          title="Edit"
          dirty={false}
          onClose={vi.fn()}
          onSubmit={vi.fn()}
          submitting={false}
          long={long}
        >
          <TextField label="Name" />
        </RecordDialog>,
      );
      const save = screen.getByRole('button', { name: 'Save' });
      const form = save.closest('form')!;
      // The form draws no box: the dialog's paper lays out title, content (which scrolls) and actions.
      expect(form).toHaveStyle({ display: 'contents' });
      const content = screen.getByRole('textbox', { name: 'Name' }).closest('.MuiDialogContent-root');
      expect(content).not.toBeNull();
      expect(content!.contains(save)).toBe(false);
      expect(screen.getByRole('button', { name: 'Cancel' }).closest('.MuiDialogActions-root')).not.toBeNull();
    },
  );
});
