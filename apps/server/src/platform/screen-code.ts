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
 * The code a server-drawn screen runs, for the page to list (`#atrium-code`): the chunks of
 * `modules` (manifest keys) and every chunk they import, each after what it imports, but the entry
 * and what it imports, which index.html loads already. The browser asks for them once the page has
 * painted and runs them one per task (apps/web/src/takeover/screenCode.ts), rather than as the
 * entry's loader does: about 70 links appended in one task, then the screen's whole code evaluated
 * in another (150–240 ms each on a slow phone).
 */
export function screenCode(manifest: WebManifest, modules: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    seen.add(key);
    for (const imported of chunk.imports ?? []) seen.add(imported);
  }
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (CHUNK_FILE.test(chunk.file)) files.push(`/${chunk.file}`);
  };
  for (const key of modules) visit(key);
  return files;
}
