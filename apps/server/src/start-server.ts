import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { listenFirst } from './listen-first.ts';

export type RunningServer = { app: FastifyInstance; database: Database; stop: () => Promise<void> };

/**
 * Work that must end before the first request is served, such as the demo firm's seed: a health
 * check that answers 200 promises a sign-in that works.
 */
export type BeforeOpen = (app: FastifyInstance, database: Database) => Promise<void>;

/**
 * Starts the server in the order that keeps a failed start harmless: the port first, then the
 * data (lock, migrations, files moved out of the database), then the app, then `beforeOpen`; only
 * then are requests served (503 `starting` until then). A port in use throws
 * PortInUseError before anything in DATA_DIR or the database is touched.
 */
export async function startServer(config: Config, beforeOpen?: BeforeOpen): Promise<RunningServer> {
  const listening = await listenFirst(config.host, config.port);
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  try {
    database = await openDatabase(config.database);
    app = await buildApp({ config, database, serverFactory: listening.attach });
    await app.ready();
    await beforeOpen?.(app, database);
    listening.open();
    const opened = database;
    const ready = app;
    return {
      app: ready,
      database: opened,
      stop: async () => {
        await ready.close();
        await listening.close();
        await opened.close();
      },
    };
  } catch (error) {
    await app?.close();
    await listening.close();
    await database?.close();
    throw error;
  }
}
