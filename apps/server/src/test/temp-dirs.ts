import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * Temporary folders for one test file, all removed when it ends: call it at the top of a
 * `describe`; each call of the answer makes a fresh empty folder.
 */
export function useTempDirs(prefix: string): () => string {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(path.join(tmpdir(), `atrium-${prefix}-`));
    made.push(dir);
    return dir;
  };
}
