import type { MessagePort } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { workerData } from 'node:worker_threads';
import type {
  ApiAnswer,
  PageInput,
  ServerRenderer,
  WorkerMessage,
  WorkerResult,
} from './page-render-protocol.ts';

/**
 * A thread of the render pool (page-render-pool.ts, issue 46): it loads the web's server renderer
 * once, as the thread starts, then draws one page per task. Reading the API is the API thread's
 * work: each GET goes through the task's port and comes back as the API answered it, with the
 * requester's cookies, so the page holds what that person may see and nothing else.
 */
const renderer = import(
  pathToFileURL((workerData as { entry: string }).entry).href
) as Promise<ServerRenderer>;
// Unhandled until the first task awaits it: the failure is that task's.
renderer.catch(() => undefined);

export async function renderInWorker({
  page,
  port,
}: {
  page: PageInput;
  port: MessagePort;
}): Promise<WorkerResult> {
  port.postMessage({ type: 'started' } satisfies WorkerMessage);
  const errors: string[] = [];
  const started = process.threadCpuUsage();
  try {
    const { renderPage } = await renderer;
    const rendered = await renderPage({
      ...page,
      fetch: apiThrough(port),
      onError: (error) =>
        errors.push(error instanceof Error ? (error.stack ?? error.message) : String(error)),
    });
    const spent = process.threadCpuUsage(started);
    return { page: rendered, cpuSeconds: (spent.user + spent.system) / 1e6, errors };
  } finally {
    port.close();
  }
}

/** A fetch that asks the API thread, through `port`, and waits for its answer. */
function apiThrough(port: MessagePort): typeof fetch {
  let next = 0;
  const waiting = new Map<number, (answer: ApiAnswer) => void>();
  port.on('message', (answer: ApiAnswer) => {
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const id = next++;
    const answer = await new Promise<ApiAnswer>((resolve) => {
      waiting.set(id, resolve);
      port.postMessage({ type: 'fetch', id, url, method: init?.method ?? 'GET' } satisfies WorkerMessage);
    });
    const headers = new Headers();
    if (answer.contentType) headers.set('content-type', answer.contentType);
    return new Response(answer.body, { status: answer.status, headers });
  };
}
