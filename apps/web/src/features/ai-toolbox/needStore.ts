import { useCallback, useState } from 'react';

const KEY = 'atrium.toolbox.need';

/**
 * The need being worked on, kept for the tab's life (sessionStorage): staffing and the tailored
 * CV read the same need, and a profile visited in between does not lose it.
 */
export function useStoredNeed(): [string, (need: string) => void] {
  const [need, setNeed] = useState(() => {
    try {
      return sessionStorage.getItem(KEY) ?? '';
    } catch {
      return '';
    }
  });
  const store = useCallback((next: string) => {
    setNeed(next);
    try {
      sessionStorage.setItem(KEY, next);
    } catch {
      // Private browsing without storage: the need lives as long as the page.
    }
  }, []);
  return [need, store];
}
