import { chmod, rm } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where a running embedded server answers `npm run backup`, inside its data directory. */
export function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, 'backup.sock');
}

type Log = {
  info: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
};

/**
 * Serves `GET /backup` on a Unix socket in DATA_DIR, mode 0600: only whoever owns the data can
 * ask for it, and nothing reaches it from the network. One backup at a time (409 otherwise).
 */
export async function serveBackups(
  dataDir: string,
  takeBackup: () => Promise<Readable>,
  log: Log,
): Promise<Server> {
  const socketPath = backupSocketPath(dataDir);
  // A socket a killed process left behind: this process holds the data directory's lock, so no
  // other server is listening on it.
  await rm(socketPath, { force: true });
  let running = false;
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/backup') {
      response.writeHead(404).end();
      return;
    }
    if (running) {
      response.writeHead(409, { 'content-type': 'text/plain' }).end('a backup is already being taken\n');
      return;
    }
    running = true;
    const started = Date.now();
    takeBackup()
      .then(async (archive) => {
        response.writeHead(200, { 'content-type': 'application/x-tar' });
        await pipeline(archive, response);
        log.info({ ms: Date.now() - started }, 'backup taken');
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'backup failed');
        // Cut short, the archive lacks its manifest (written last): a restore refuses it.
        if (response.headersSent) response.destroy();
        else
          response
            .writeHead(500, { 'content-type': 'text/plain' })
            .end('the backup failed: see the server log\n');
      })
      .finally(() => {
        running = false;
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  return server;
}

/** A backup from the server running on `dataDir`, or undefined when none listens there. */
export function requestBackup(dataDir: string): Promise<Readable | undefined> {
  return new Promise((resolve, reject) => {
    const asked = request({ socketPath: backupSocketPath(dataDir), path: '/backup' }, (response) => {
      if (response.statusCode === 200) {
        resolve(response);
        return;
      }
      response.resume();
      reject(new Error(`the running server refused the backup (${response.statusCode}): see its log`));
    });
    asked.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
    asked.end();
  });
}
