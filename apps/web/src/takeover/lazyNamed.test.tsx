import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyNamed } from './lazyNamed';

const Greeting = () => <p>Hello</p>;

describe('a lazy screen', () => {
  it('waits for its code the first time, and once loaded renders at once, without its fallback', async () => {
    const First = lazyNamed(async () => ({ Greeting }), 'Greeting');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <First />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello')).toBeInTheDocument();

    const Preloaded = lazyNamed(async () => ({ Greeting }), 'Greeting');
    await Preloaded.preload();
    act(() => {
      render(
        <Suspense fallback={<p>Waiting</p>}>
          <Preloaded />
        </Suspense>,
      );
    });
    // Rendered in the first pass: the fallback never showed.
    expect(screen.queryByText('Waiting')).toBeNull();
    expect(screen.getAllByText('Hello')).toHaveLength(2);
  });
});
