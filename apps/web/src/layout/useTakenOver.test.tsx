import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTakenOver } from './useTakenOver';

function Field() {
  return <input aria-label="Search people" readOnly={!useTakenOver()} />;
}

describe('useTakenOver', () => {
  it('keeps a field the server drew read-only until the browser has taken it over, with no mismatch', async () => {
    const html = renderToString(<Field />);
    expect(html).toContain('readOnly');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const faults: unknown[] = [];
    let root: Root | undefined;
    try {
      expect(screen.getByRole('textbox', { name: 'Search people' })).toHaveAttribute('readonly');
      await act(async () => {
        root = hydrateRoot(container, <Field />, { onRecoverableError: (error) => faults.push(error) });
      });
      expect(screen.getByRole('textbox', { name: 'Search people' })).not.toHaveAttribute('readonly');
      expect(faults).toEqual([]);
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });

  it('never holds a field the browser renders alone', () => {
    render(<Field />);
    expect(screen.getByRole('textbox', { name: 'Search people' })).not.toHaveAttribute('readonly');
  });
});
