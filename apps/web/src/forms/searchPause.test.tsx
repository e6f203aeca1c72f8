import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DELAY_MS, useSearchText } from './searchPause';

describe('useSearchText', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers the trimmed text once typing has paused, not at every key', () => {
    const { result, rerender } = renderHook(({ text }) => useSearchText(text), {
      initialProps: { text: '' },
    });
    for (const text of ['r', 're', 'rea', 'react ']) {
      rerender({ text });
      act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS - 1));
      expect(result.current).toBe('');
    }
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('react');
  });
});
