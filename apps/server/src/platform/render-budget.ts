/** Renders a person may start at once before their bucket is empty. */
export const BURST_RENDERS = 4;
/** Renders a person gets back per second once they have spent their burst. */
export const RENDERS_PER_SECOND = 2;
/** Buckets kept at most: past it the full ones (no render for a while) are forgotten first. */
const MAX_PEOPLE = 10_000;

/**
 * Each person's fair share of server renders (issue 46): a bucket of BURST_RENDERS that fills
 * again at RENDERS_PER_SECOND. A person whose bucket is empty (reloading in a loop, a script) gets
 * pages drawn by the browser until it fills again; everybody else's pages are drawn as before.
 * `person` is who the page is for: the session's subject, or the address without one.
 */
export function createRenderBudget(options: { burst?: number; perSecond?: number; now?: () => number } = {}) {
  const burst = options.burst ?? BURST_RENDERS;
  const perSecond = options.perSecond ?? RENDERS_PER_SECOND;
  const now = options.now ?? Date.now;
  const buckets = new Map<string, { tokens: number; at: number }>();

  const level = (bucket: { tokens: number; at: number }, time: number) =>
    Math.min(burst, bucket.tokens + ((time - bucket.at) / 1000) * perSecond);

  function forgetFull(time: number) {
    for (const [person, bucket] of buckets) if (level(bucket, time) >= burst) buckets.delete(person);
  }

  return {
    /** True, and one render spent, when `person` has one left; false when their pages go to the browser. */
    take(person: string): boolean {
      const time = now();
      const bucket = buckets.get(person);
      const tokens = bucket ? level(bucket, time) : burst;
      if (tokens < 1) return false;
      if (!bucket && buckets.size >= MAX_PEOPLE) forgetFull(time);
      buckets.set(person, { tokens: tokens - 1, at: time });
      return true;
    },
  };
}

export type RenderBudget = ReturnType<typeof createRenderBudget>;
