import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** A chunk of the web build's manifest (Vite's `build.manifest`: `dist/.vite/manifest.json`). */
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
/** The web build's manifest: each source module or shared chunk by its key, with what it imports. */
export type WebManifest = Record<string, ManifestChunk>;

/** A chunk's file as the build names them: anything else is not written into a page. */
const CHUNK_FILE = /^assets\/[\w.-]+\.js$/;

/**
 * Reads the web build's manifest: undefined without one (an older build: pages then list no code).
 * Parsed again only when the file changes (a new build needs no restart), not for every page: it
 * is about 80 KB of JSON, on the way of every page the server draws.
 */
export function manifestReader(webDist: string): () => Promise<WebManifest | undefined> {
  const file = path.join(path.resolve(webDist), '.vite', 'manifest.json');
  let read: { changedAt: number; manifest: WebManifest } | undefined;
  return async () => {
    try {
      const changedAt = (await stat(file)).mtimeMs;
      if (read?.changedAt !== changedAt)
        read = { changedAt, manifest: JSON.parse(await readFile(file, 'utf8')) as WebManifest };
      return read.manifest;
    } catch {
      read = undefined;
      return undefined;
    }
  };
}

/**
 * `<link rel="preload">` tags for the code a server-drawn screen runs: the chunks of `modules`
 * (manifest keys) and every chunk they import, but the entry and what it imports, which index.html
 * lists already. The browser then fetches them while it reads the page, rather than once the
 * entry's script has run and asked for them one by one (about 70 links appended by script, 55 ms
 * of a slow phone's main thread after the first paint); the app's loader sees them listed and asks
 * for none again. Fetched, not compiled (`preload`, not `modulepreload`) and at low priority: the
 * page's text is what a person waits for first, and a script compiled or fetched at high priority
 * before the first paint counts, in Lighthouse, as holding it back (home's first paint 0.9 → 2.0 s).
 */
export function modulePreloadTags(manifest: WebManifest, modules: readonly string[]): string {
  const listed = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    listed.add(key);
    for (const imported of chunk.imports ?? []) listed.add(imported);
  }
  const files: string[] = [];
  const seen = new Set<string>(listed);
  const queue = modules.filter((key) => key in manifest);
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) continue;
    if (CHUNK_FILE.test(chunk.file)) files.push(chunk.file);
    queue.push(...(chunk.imports ?? []));
  }
  return files
    .map((file) => `<link rel="preload" as="script" crossorigin fetchpriority="low" href="/${file}">`)
    .join('');
}
