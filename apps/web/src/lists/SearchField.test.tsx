import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DELAY_MS } from '../forms/searchPause';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const box = () => screen.getByRole('searchbox', { name: 'Search people' });

  it('searches once typing pauses', () => {
    const onSearch = vi.fn();
    render(<SearchField label="Search people" value="" onSearch={onSearch} />);
    fireEvent.change(box(), { target: { value: ' Benali ' } });
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Benali');
  });

  it('searches at once when the box is left, and never again once the pause ends', () => {
    // A result tapped before the pause: the late search would take the person back to the list.
    const onSearch = vi.fn();
    render(<SearchField label="Search people" value="" onSearch={onSearch} />);
    fireEvent.change(box(), { target: { value: 'Benali' } });
    fireEvent.blur(box());
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Benali');
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS * 2));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('searches on Enter, even the same text again, and only then', () => {
    const onSearch = vi.fn();
    render(<SearchField label="Search people" value="Benali" onSearch={onSearch} />);
    fireEvent.keyDown(box(), { key: 'Enter' });
    fireEvent.blur(box());
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS * 2));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Benali');
  });
});
