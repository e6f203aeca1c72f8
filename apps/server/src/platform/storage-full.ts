/**
 * Whether an error means the disk (or quota) is full: PostgreSQL's disk_full (53100), Node's
 * ENOSPC/EDQUOT, or PGlite's file layer (Emscripten errno 51, its ENOSPC), on the error or its cause.
 */
export function isStorageFull(error: unknown): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const { code, name, errno } = current as { code?: unknown; name?: unknown; errno?: unknown };
    if (code === '53100' || code === 'ENOSPC' || code === 'EDQUOT') return true;
    if (name === 'ErrnoError' && errno === EMSCRIPTEN_ENOSPC) return true;
  }
  return false;
}

const EMSCRIPTEN_ENOSPC = 51;
