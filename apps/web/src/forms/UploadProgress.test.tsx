import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import fr from '../i18n/fr.json';
import { UploadProgress } from './UploadProgress';

const show = (language: 'en' | 'fr', progress: number | undefined, cancel = vi.fn()) =>
  render(
    <IntlProvider locale={language} defaultLocale="en" messages={language === 'fr' ? fr : {}}>
      <UploadProgress upload={{ progress, name: 'Pitch.pdf', cancel }} />
    </IntlProvider>,
  );

describe('UploadProgress', () => {
  it('names the file in a determinate bar, says the percentage, and cancels', async () => {
    const cancel = vi.fn();
    show('en', 0.374, cancel);
    const bar = screen.getByRole('progressbar', { name: 'Uploading Pitch.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '37');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '37%');
    expect(screen.getByText('37%')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(cancel).toHaveBeenCalledOnce();
  });

  it('speaks French to a French reader, numbers included', () => {
    show('fr', 0.5);
    const bar = screen.getByRole('progressbar', { name: 'Envoi de Pitch.pdf' });
    expect(bar.getAttribute('aria-valuetext')).toMatch(/^50\s%$/);
    expect(screen.getByRole('button', { name: 'Annuler l’envoi' })).toBeVisible();
  });

  it('shows nothing when no upload is under way', () => {
    const { container } = show('en', undefined);
    expect(container).toBeEmptyDOMElement();
  });
});
