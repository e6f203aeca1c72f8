import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig, type Config } from './config.ts';
import type { FastifyBaseLogger } from 'fastify';
import { DataDirLockedError, type Database } from './db/database.ts';
import { seedDemoFirm } from './db/seed/demo-seed.ts';
import { PortInUseError } from './listen-first.ts';
import { serveBackups } from './platform/backup/backup-socket.ts';
import { backupEmbedded } from './platform/backup/embedded-backup.ts';
import { serveMetrics } from './platform/metrics/metrics-server.ts';
import { isStorageFull } from './platform/storage-full.ts';
import { startServer } from './start-server.ts';

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

async function main(): Promise<void> {
  const config: Config = { ...loadConfig(), webDist: process.env.WEB_DIST ?? defaultWebDist };
  const { app, database, stop } = await startServer(config, async (app, database) => {
    if (!config.seedDemo) return;
    const seeded = await seedDemoFirm(database.db, app.permissions, { password: config.demoPassword });
    if (seeded) printDemoLogins(seeded.logins, config.demoPassword);
  });

  let metricsServer: Server | undefined;
  const backupServer = await serveEmbeddedBackups(config, database, app.log);
  // On SIGTERM/SIGINT: stop accepting, let requests in flight finish, then close the database.
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'stopping after an uncaught error');
    else app.log.info({ signal }, 'stopping');
    metricsServer?.close();
    backupServer?.close();
    await stop();
  });

  app.log.info({ host: config.host, port: config.port }, 'listening');
  await app.jobs.start(app);
  const { port: metricsPort, token: metricsToken } = config.metrics;
  if (metricsPort !== undefined) {
    metricsServer = await serveMetrics(app.metrics.registry, {
      host: config.host,
      port: metricsPort,
      token: metricsToken,
    });
    app.log.info({ port: metricsPort }, 'metrics served on their own port');
  }
  if (!config.publicUrl) {
    app.log.warn({ origin: config.origin }, 'PUBLIC_URL is not set: links in mails point to this address');
  }
}

/** `npm run backup` of the running embedded database, on a socket in DATA_DIR (README, Backups). */
async function serveEmbeddedBackups(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
): Promise<Server | undefined> {
  const { connection } = database;
  if (connection.kind !== 'pglite') return undefined;
  const filesDir = config.files.driver === 'fs' ? config.files.dir : undefined;
  try {
    return await serveBackups(config.dataDir, () => backupEmbedded(connection.client, filesDir), log);
  } catch (error) {
    // The firm's service goes on; only `npm run backup` of the running server is unavailable
    // (a socket path longer than the system allows, a read-only DATA_DIR).
    log.warn({ err: error }, 'npm run backup cannot reach this server: stop it to take a backup');
    return undefined;
  }
}

function printDemoLogins(emails: readonly string[], password: string): void {
  const lines = [
    '',
    'Demo firm created. Sign in with any of these accounts:',
    ...emails.map((email) => `  ${email}`),
    `Password: ${password}`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof PortInUseError
  ) {
    process.stderr.write(`${error.message}\n`);
  } else if (isStorageFull(error)) {
    process.stderr.write(
      'Atrium could not start: the disk holding its data is full. Free some space and start again.\n',
    );
  } else {
    process.stderr.write(
      `Atrium could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
