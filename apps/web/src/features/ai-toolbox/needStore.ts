import { useCallback, useState } from 'react';

const KEY = 'atrium.toolbox.need';

const save = (need: string) => {
  try {
    sessionStorage.setItem(KEY, need);
  } catch {
    // Private browsing without storage: the need lives as long as the page.
  }
};

/**
 * The need being worked on, kept for the tab's life (sessionStorage): staffing and the tailored
 * CV read the same need, and a profile visited in between does not lose it. A need carried in the
 * address (`carried`, a link from staffing opened anywhere) replaces the stored one.
 */
export function useStoredNeed(carried?: string | null): [string, (need: string) => void] {
  const [need, setNeed] = useState(() => {
    if (carried != null) {
      save(carried);
      return carried;
    }
    try {
      return sessionStorage.getItem(KEY) ?? '';
    } catch {
      return '';
    }
  });
  const store = useCallback((next: string) => {
    setNeed(next);
    save(next);
  }, []);
  return [need, store];
}
