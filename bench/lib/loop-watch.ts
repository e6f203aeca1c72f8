import { monitorEventLoopDelay, type ELDHistogram } from 'node:perf_hooks';
import type { TargetWatched } from './target-protocol.ts';

/** How often the loop is sampled; a sample's delay counts from when it was due. */
const RESOLUTION_MS = 10;

/**
 * Watches this process's event loop (perf_hooks.monitorEventLoopDelay) and its resident memory,
 * sampled every 20 ms, between `start` and `stop`.
 */
export function createLoopWatch() {
  let histogram: ELDHistogram | undefined;
  let sampler: NodeJS.Timeout | undefined;
  let rssStart = 0;
  let rssMax = 0;

  return {
    start() {
      histogram?.disable();
      clearInterval(sampler);
      histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
      histogram.enable();
      rssStart = process.memoryUsage.rss();
      rssMax = rssStart;
      sampler = setInterval(() => {
        rssMax = Math.max(rssMax, process.memoryUsage.rss());
      }, 20);
    },
    stop(): TargetWatched {
      clearInterval(sampler);
      rssMax = Math.max(rssMax, process.memoryUsage.rss());
      histogram?.disable();
      // The histogram holds the time between samples; the stall is what exceeds the resolution.
      const late = (nanos: number) => Number(Math.max(0, nanos / 1e6 - RESOLUTION_MS).toFixed(1));
      return {
        type: 'watched',
        stallMaxMs: late(histogram?.max ?? 0),
        stallP99Ms: late(histogram?.percentile(99) ?? 0),
        rssGrowthMb: Number(((rssMax - rssStart) / 2 ** 20).toFixed(1)),
        rssPeakMb: Number((rssMax / 2 ** 20).toFixed(1)),
      };
    },
  };
}
