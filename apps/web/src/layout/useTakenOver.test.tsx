import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTakenOver } from './useTakenOver';

function ImportButton() {
  return <button disabled={!useTakenOver()}>Import people</button>;
}

describe('useTakenOver', () => {
  it('keeps a button the server drew disabled until the browser has taken it over, with no mismatch', async () => {
    const html = renderToString(<ImportButton />);
    expect(html).toContain('disabled');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const faults: unknown[] = [];
    let root: Root | undefined;
    try {
      expect(screen.getByRole('button', { name: 'Import people' })).toBeDisabled();
      await act(async () => {
        root = hydrateRoot(container, <ImportButton />, {
          onRecoverableError: (error) => faults.push(error),
        });
      });
      expect(screen.getByRole('button', { name: 'Import people' })).toBeEnabled();
      expect(faults).toEqual([]);
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });

  it('never holds a button the browser renders alone', () => {
    render(<ImportButton />);
    expect(screen.getByRole('button', { name: 'Import people' })).toBeEnabled();
  });
});
