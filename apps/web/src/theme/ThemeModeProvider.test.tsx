import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeModeProvider } from './ThemeModeProvider';
import { useThemeMode } from './useThemeMode';

function ModeProbe() {
  const { mode, setMode } = useThemeMode();
  return (
    <button type="button" onClick={() => setMode(mode === 'light' ? 'dark' : 'light')}>
      {mode}
    </button>
  );
}

/** A system that prefers dark: the app must start light all the same (SPEC §9). */
function preferDark() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.includes('dark'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

describe('the theme mode', () => {
  beforeEach(() => {
    window.localStorage.clear();
    preferDark();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts light whatever the system prefers, and remembers a choice on this device', async () => {
    const first = render(
      <ThemeModeProvider>
        <ModeProbe />
      </ThemeModeProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    await act(async () => screen.getByRole('button').click());
    expect(document.documentElement.dataset.theme).toBe('dark');
    first.unmount();

    render(
      <ThemeModeProvider>
        <ModeProbe />
      </ThemeModeProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('dark');
  });
});
