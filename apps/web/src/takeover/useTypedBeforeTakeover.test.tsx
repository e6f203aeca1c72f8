import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useTypedBeforeTakeover } from './useTypedBeforeTakeover';

function Field({ initial = '' }: { initial?: string }) {
  const [text, setText] = useState(initial);
  const field = useTypedBeforeTakeover(text, setText);
  return (
    <>
      <input
        aria-label="Search people"
        ref={field}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <output>searching for “{text}”</output>
    </>
  );
}

describe('useTypedBeforeTakeover', () => {
  it('keeps what was typed into a field the server drew before the browser took it over, with no mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Field initial="Ada" />);
    document.body.append(container);
    const faults: unknown[] = [];
    let root: Root | undefined;
    try {
      // Typed while the page's code was still loading: no React listens yet.
      const box = screen.getByRole<HTMLInputElement>('textbox', { name: 'Search people' });
      box.value = 'Benali';
      await act(async () => {
        root = hydrateRoot(container, <Field initial="Ada" />, {
          onRecoverableError: (error) => faults.push(error),
        });
      });
      expect(screen.getByRole('status')).toHaveTextContent('searching for “Benali”');
      expect(box).toHaveValue('Benali');
      await userEvent.type(box, 's');
      expect(screen.getByRole('status')).toHaveTextContent('searching for “Benalis”');
      expect(faults).toEqual([]);
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });

  it('changes nothing in a field the browser renders alone', () => {
    render(<Field initial="Ada" />);
    expect(screen.getByRole('textbox', { name: 'Search people' })).toHaveValue('Ada');
    expect(screen.getByRole('status')).toHaveTextContent('searching for “Ada”');
  });
});
