/**
 * A reading kept for `ms`: Prometheus may scrape every few seconds, from several servers, and a
 * reading that queries the database must not run once per scrape. Concurrent scrapes share the
 * one query in flight; a failed reading is not kept, so the next scrape tries again.
 */
export function cachedFor<T>(ms: number, read: () => Promise<T>): () => Promise<T> {
  let kept: { value: Promise<T>; at: number } | undefined;
  return () => {
    const now = Date.now();
    if (!kept || now - kept.at >= ms) {
      const value = read();
      kept = { value, at: now };
      value.catch(() => {
        if (kept?.value === value) kept = undefined;
      });
    }
    return kept.value;
  };
}
