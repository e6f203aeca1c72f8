import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { ApiAnswer, PageInput, WorkerMessage, WorkerResult } from './page-render-protocol.ts';

/** Tasks waiting per thread at most: past it a page is drawn by the browser at once. */
const QUEUE_PER_THREAD = 4;
/** A page no thread has taken within this long is sent for the browser to draw. */
export const PICKUP_DEADLINE_MS = 500;
/** A render that takes longer than this once taken: the page is sent for the browser to draw. */
export const RENDER_DEADLINE_MS = 3_000;

export type PoolOutcome =
  | { outcome: 'drawn'; result: WorkerResult }
  /** The queue was full, or no thread took the page in time. */
  | { outcome: 'busy' }
  /** Taken, but not drawn in time: it goes on, its page is the browser's. */
  | { outcome: 'late' }
  | { outcome: 'failed'; error: unknown };

/**
 * The threads that draw pages on the server (issue 46): never the API's event loop, which stays
 * free for every other request while a page is drawn. Bounded (one thread per core but one, at
 * least one, each loading the renderer once, as the server starts), with a short queue and two
 * deadlines: a page not taken or not drawn in time is sent for the browser to draw, as on failure.
 */
export function createRenderPool(
  entry: string,
  options: { threads?: number; pickupMs?: number; renderMs?: number } = {},
) {
  const threads = options.threads ?? Math.max(1, availableParallelism() - 1);
  const pickupMs = options.pickupMs ?? PICKUP_DEADLINE_MS;
  const renderMs = options.renderMs ?? RENDER_DEADLINE_MS;
  const pool = new Piscina({
    filename: new URL('./page-render-worker.ts', import.meta.url).href,
    workerData: { entry },
    minThreads: threads,
    maxThreads: threads,
    maxQueue: QUEUE_PER_THREAD * threads,
    idleTimeout: Number.POSITIVE_INFINITY,
  });

  return {
    /** Draws `page` on a thread; its GETs of the API are answered here by `api`. */
    async render(
      page: PageInput,
      api: (url: string, method: string) => Promise<ApiAnswer>,
    ): Promise<PoolOutcome> {
      const { port1, port2 } = new MessageChannel();
      const abort = new AbortController();
      let started = false;
      const pickedUp = new Promise<'taken'>((resolve) => {
        port1.on('message', (message: WorkerMessage) => {
          if (message.type === 'started') {
            started = true;
            resolve('taken');
            return;
          }
          void api(message.url, message.method).then(
            (answer) => port1.postMessage({ ...answer, id: message.id }, answer.body ? [answer.body] : []),
            () => port1.postMessage({ id: message.id, status: 500, body: null } satisfies ApiAnswer),
          );
        });
      });
      const task = pool.run(
        { page, port: port2 },
        { name: 'renderInWorker', transferList: [port2], signal: abort.signal },
      ) as Promise<WorkerResult>;
      // The port answers the worker until its render ends, even one no longer awaited (late).
      void task.then(
        () => port1.close(),
        () => port1.close(),
      );
      try {
        const taken = await Promise.race([
          pickedUp,
          task.then(() => 'taken' as const),
          after(pickupMs, 'waited' as const),
        ]);
        if (taken === 'waited' && !started) {
          abort.abort();
          task.catch(() => undefined);
          return { outcome: 'busy' };
        }
        const result = await Promise.race([task, after(renderMs, 'late' as const)]);
        if (result === 'late') {
          task.catch(() => undefined);
          return { outcome: 'late' };
        }
        return { outcome: 'drawn', result };
      } catch (error) {
        if (error instanceof Error && error.message === 'Task queue is at limit') return { outcome: 'busy' };
        return { outcome: 'failed', error };
      }
    },
    close: () => pool.destroy(),
  };
}

export type RenderPool = ReturnType<typeof createRenderPool>;

function after<T>(ms: number, value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(resolve, ms, value).unref());
}
