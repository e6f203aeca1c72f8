import { useEffect, useState } from 'react';

/** How long typing must pause before a search box searches: one delay for all of them. */
export const SEARCH_DELAY_MS = 300;

/**
 * Runs `search` once typing has paused; answers the cleanup for the effect that started it, so a
 * new key stroke cancels the search the last one scheduled.
 */
export function afterSearchPause(search: () => void): () => void {
  const timer = window.setTimeout(search, SEARCH_DELAY_MS);
  return () => window.clearTimeout(timer);
}

/** `text` as the search box should search it: trimmed, and only once typing has paused. */
export function useSearchText(text: string): string {
  const typed = text.trim();
  const [settled, setSettled] = useState(typed);
  useEffect(() => afterSearchPause(() => setSettled(typed)), [typed]);
  return settled;
}
