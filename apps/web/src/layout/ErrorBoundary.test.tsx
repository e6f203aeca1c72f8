import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { ErrorBoundary } from './ErrorBoundary';
import { PreloadErrorPrompt } from './PreloadErrorPrompt';

function Broken(): never {
  throw new Error('chunk failed');
}

describe('failures of a screen', () => {
  it('shows a reload offer instead of a blank page when a screen throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const user = userEvent.setup();
    renderWithProviders(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('This page could not be shown')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('prompts a reload when Vite reports a chunk that failed to load', async () => {
    renderWithProviders(<PreloadErrorPrompt />);
    act(() => {
      window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    });
    expect(
      await screen.findByText(
        'Part of Atrium could not be loaded, perhaps because a new version is out. Please reload.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  });
});
