import { randomBytes } from 'node:crypto';
import {
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { writeFileDurably } from '../platform/durable-file.ts';

/**
 * Who holds a data directory: enough to tell, on this machine, whether that very process still
 * runs (a pid alone could have been reused by another program since).
 */
type Owner = {
  pid: number;
  /** The kernel's start time of the process (/proc/<pid>/stat), null where there is no /proc. */
  processStart: string | null;
  /** Changes at every boot of the machine: a lock from before a reboot is always stale. */
  bootId: string | null;
  host: string;
  startedAt: string;
  /** Unique per lock taken, so a process can tell its own lock file from a successor's. */
  token: string;
};

export class DataDirLockedError extends Error {}

/** How often the holder checks it still holds the lock, and shows it is alive to other hosts. */
const CHECK_EVERY_MS = 2_000;
/** A lock written on another host (container) whose heartbeat is older than this is abandoned. */
const FOREIGN_STALE_MS = 30_000;

/**
 * Takes the data directory for this process, or throws DataDirLockedError naming the process
 * that holds it. A lock left by a process that is gone (kill -9, crash, reboot) is taken over at
 * once; a running one, even frozen (SIGSTOP), is respected. The holder checks every 2 s that the
 * lock is still its own and calls `onLost` otherwise (someone deleted or replaced it).
 */
export function lockDataDir(dataDir: string, onLost: () => void): { release: () => void } {
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const lockFile = `${dataDir}.lock.json`;
  const me = currentOwner();
  acquire(lockFile, me);
  const legacy = `${dataDir}${LEGACY_SUFFIX}`;
  try {
    holdLegacyLock(legacy, me);
  } catch (error) {
    rmSync(lockFile, { force: true });
    throw error;
  }
  const timer = setInterval(() => {
    if (readOwner(lockFile)?.token !== me.token) {
      clearInterval(timer);
      onLost();
      return;
    }
    const now = new Date();
    utimesSync(lockFile, now, now);
    // Refreshed like the earlier release refreshed it, so that release keeps seeing it as held.
    if (existsSync(legacy)) utimesSync(legacy, now, now);
  }, CHECK_EVERY_MS);
  timer.unref();
  return {
    release: () => {
      clearInterval(timer);
      if (readOwner(lockFile)?.token === me.token) rmSync(lockFile, { force: true });
      if (legacyHolder(legacy) === me.token) rmSync(legacy, { recursive: true, force: true });
    },
  };
}

/**
 * Releases before this one locked the data directory with proper-lockfile: a directory named
 * `<dataDir>.lock` (`DATA_DIR/pglite.lock`), refreshed every 5 s and abandoned after 60 s. They
 * know nothing of the lock above, so it is honoured here (a running earlier release is refused)
 * and also taken (an earlier release started beside this one, as after a rollback, is refused).
 */
const LEGACY_SUFFIX = '.lock';
const LEGACY_STALE_MS = 60_000;
/** Inside the legacy lock directory: names the process of this release that made it. */
const LEGACY_HOLDER = 'holder';

function holdLegacyLock(legacy: string, me: Owner): void {
  if (existsSync(legacy)) {
    const holder = legacyHolder(legacy);
    // A holder of this release is gone: the lock taken above proves it. An earlier release's
    // lock, refreshed within its stale period, belongs to a running process.
    const fresh = Date.now() - statSync(legacy).mtimeMs < LEGACY_STALE_MS;
    if (holder === null && fresh) {
      throw new DataDirLockedError(
        `The data directory ${path.dirname(legacy)} is in use by an earlier Atrium release ` +
          `(its lock ${legacy} was refreshed less than a minute ago). Stop it first, or set DATA_DIR.`,
      );
    }
    rmSync(legacy, { recursive: true, force: true });
  }
  mkdirSync(legacy);
  writeFileSync(path.join(legacy, LEGACY_HOLDER), me.token);
}

/** The token of the process of this release holding the legacy lock; null when an earlier release made it. */
function legacyHolder(legacy: string): string | null {
  try {
    return readFileSync(path.join(legacy, LEGACY_HOLDER), 'utf8');
  } catch {
    return null;
  }
}

function acquire(lockFile: string, me: Owner): void {
  // The record is complete on disk before it becomes the lock: link() publishes it atomically and
  // fails when a lock exists, so two starters can never both create one.
  const mine = `${lockFile}.${me.token}`;
  writeFileDurably(mine, JSON.stringify(me));
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        linkSync(mine, lockFile);
        return;
      } catch (error) {
        if (errorCode(error) !== 'EEXIST') throw error;
      }
      const held = readOwner(lockFile);
      if (held && isAlive(held, lockFile)) throw new DataDirLockedError(lockedMessage(lockFile, held));
      removeStale(lockFile, held, me);
    }
    throw new DataDirLockedError(`${lockFile} keeps changing: another Atrium process is starting. Retry.`);
  } finally {
    rmSync(mine, { force: true });
  }
}

/**
 * Moves the stale lock aside under a name only this process uses, then checks it moved the very
 * file it judged: if another starter replaced it meanwhile, that fresh lock is put back.
 */
function removeStale(lockFile: string, judged: Owner | null, me: Owner): void {
  const aside = `${lockFile}.${me.token}.stale`;
  try {
    renameSync(lockFile, aside);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return;
    throw error;
  }
  const moved = readOwner(aside);
  if (moved && moved.token !== judged?.token) {
    try {
      linkSync(aside, lockFile);
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
    }
  }
  rmSync(aside, { force: true });
}

function isAlive(owner: Owner, lockFile: string): boolean {
  if (owner.host !== hostname()) {
    // Another host or container: its processes are invisible from here, so only its heartbeat tells.
    return Date.now() - statSync(lockFile).mtimeMs < FOREIGN_STALE_MS;
  }
  if (owner.bootId && owner.bootId !== readBootId()) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if (errorCode(error) !== 'EPERM') return false;
  }
  const start = processStart(owner.pid);
  return owner.processStart === null || start === null || start === owner.processStart;
}

function lockedMessage(lockFile: string, owner: Owner): string {
  const where = owner.host === hostname() ? `process ${owner.pid}` : `process ${owner.pid} on ${owner.host}`;
  return (
    `The data directory ${path.dirname(lockFile)} is in use by another Atrium process ` +
    `(${where}, started ${owner.startedAt}). Stop it first, or set DATA_DIR.`
  );
}

function currentOwner(): Owner {
  return {
    pid: process.pid,
    processStart: processStart(process.pid),
    bootId: readBootId(),
    host: hostname(),
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    token: randomBytes(12).toString('hex'),
  };
}

/** The owner recorded in a lock file; null when it is gone or unreadable (then it names no one alive). */
function readOwner(file: string): Owner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<Owner>;
    return typeof owner.pid === 'number' && typeof owner.token === 'string' ? (owner as Owner) : null;
  } catch {
    return null;
  }
}

/** Field 22 of /proc/<pid>/stat: the start time in clock ticks since boot (after the command name). */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function readBootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return null;
  }
}

const errorCode = (error: unknown) => (error as { code?: string }).code;
