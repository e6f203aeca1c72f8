import { useEffect, useState } from 'react';

/**
 * False until the browser first has nothing to do (or `timeoutMs` has passed), then true: for
 * what may wait until the first screen has shown, so its download and rendering do not compete
 * with it on a slow phone. Browsers without requestIdleCallback wait for the timeout's tenth.
 */
export function useWhenIdle(timeoutMs: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(done, { timeout: timeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(done, timeoutMs / 10);
    return () => window.clearTimeout(id);
  }, [timeoutMs]);
  return idle;
}
