/**
 * What the API's thread and a render worker (page-render-worker.ts) say to each other. The web's
 * server renderer (apps/web/src/entry-server.tsx, built into `dist-server/`) is restated here, not
 * imported: the server does not import the web's code, it loads what the web's build made.
 */

/** A page to draw, as the worker receives it: all but the API, which it asks through its port. */
export type PageInput = {
  url: string;
  cookies: string;
  language: 'en' | 'fr';
  theme: 'light' | 'dark';
  timeZone: string;
  screenWidth: number;
};

/** The renderer's request: the page, its API (GETs as the requester), where its errors go. */
export type PageRequest = PageInput & {
  fetch: typeof fetch;
  onError: (error: unknown) => void;
};

export type RenderedPage =
  | { kind: 'rendered'; html: string; styles: string; state: unknown; modules: string[] }
  | { kind: 'signedOut' }
  | { kind: 'browserOnly' };

export type ServerRenderer = { renderPage: (request: PageRequest) => Promise<RenderedPage> };

/** A render done by a worker: the page, the CPU it took on its thread, what it left to the browser. */
export type WorkerResult = { page: RenderedPage; cpuSeconds: number; errors: string[] };

/** Worker → API thread, on the task's port. */
export type WorkerMessage = { type: 'started' } | { type: 'fetch'; id: number; url: string; method: string };

/** API thread → worker: an API answer (its body moved, not copied). */
export type ApiAnswer = { id: number; status: number; contentType?: string; body: ArrayBuffer | null };
