import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTakenOver } from './useTakenOver';

function SignInButton() {
  return <button disabled={!useTakenOver()}>Sign in</button>;
}

describe('useTakenOver', () => {
  it('keeps a button the server drew disabled until the browser has taken it over, with no mismatch', async () => {
    const html = renderToString(<SignInButton />);
    expect(html).toContain('disabled');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const faults: unknown[] = [];
    let root: Root | undefined;
    try {
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
      await act(async () => {
        root = hydrateRoot(container, <SignInButton />, {
          onRecoverableError: (error) => faults.push(error),
        });
      });
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
      expect(faults).toEqual([]);
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });

  it('never holds a button the browser renders alone', () => {
    render(<SignInButton />);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});
