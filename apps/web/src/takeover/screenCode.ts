/** The id of the data block in which the server lists the code of the screen it drew. */
export const SCREEN_CODE_ID = 'atrium-code';

/** A chunk as the build names them and the server lists them; anything else is not loaded. */
const CHUNK = /^\/assets\/[\w.-]+\.js$/;

let loading: Promise<void> = Promise.resolve();

/**
 * Starts loading the listed code (`loadScreenCode`). The page is hydrated meanwhile, so that React
 * listens from the start (a click on a part not taken over yet is replayed once it is), but a lazy
 * screen waits for this load before it asks for its own code (`lazyNamed`): asked for at once, the
 * app's loader would run the whole of it in one task.
 */
export function startLoadingScreenCode(): void {
  loading = loadScreenCode();
}

/** Resolves once the listed code has run; at once when no such load was started. */
export const screenCodeLoaded = (): Promise<void> => loading;

/**
 * Loads the code of the screen the server drew (`#atrium-code`, each chunk after those it imports)
 * once the page has painted, one chunk per task; resolves when it has all run, or at the first
 * that fails to load (the app's own loading then reports it, as without the list).
 *
 * Why not let the app's loader do it: it appends a `<link rel="modulepreload">` for each of about
 * 70 chunks in one task, then the screen's whole code is evaluated in another, 150–240 ms each on a
 * slow phone. Asked for before the first paint instead (as `<link>`s in the page), every request
 * counts, in Lighthouse's simulation, as holding the largest paint back (LCP 1.9 → 3–4 s).
 */
export async function loadScreenCode(): Promise<void> {
  const files = listedCode();
  if (files.length === 0) return;
  await afterFirstPaint();
  const links = document.createDocumentFragment();
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // The very attribute the app's loader looks for before it appends its own.
    link.setAttribute('href', file);
    links.append(link);
  }
  document.head.append(links);
  for (const file of files) {
    try {
      await import(/* @vite-ignore */ file);
    } catch {
      return;
    }
    await nextTask();
  }
}

function listedCode(): string[] {
  const block = document.getElementById(SCREEN_CODE_ID);
  try {
    const listed: unknown = JSON.parse(block?.textContent ?? '[]');
    return Array.isArray(listed)
      ? listed.filter((file): file is string => typeof file === 'string' && CHUNK.test(file))
      : [];
  } catch {
    return [];
  }
}

/** After the next frame, or a quarter of a second in a tab that is not shown (it gets no frames). */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 250);
  });

/**
 * A new task, so that the browser may paint and answer input between two chunks: a message, not
 * a timer, which the browser delays by 4 ms or more once timers nest.
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
