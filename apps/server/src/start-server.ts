import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { listenFirst } from './listen-first.ts';

export type RunningServer = { app: FastifyInstance; database: Database; stop: () => Promise<void> };

/**
 * Starts the server in the order that keeps a failed start harmless: the port first, then the
 * data (lock, migrations, files moved out of the database), then the app. A port in use throws
 * PortInUseError before anything in DATA_DIR or the database is touched.
 */
export async function startServer(config: Config): Promise<RunningServer> {
  const listening = await listenFirst(config.host, config.port);
  let database: Database | undefined;
  try {
    database = await openDatabase(config.database);
    const app = await buildApp({ config, database, serverFactory: listening.attach });
    await app.ready();
    listening.open();
    const opened = database;
    return {
      app,
      database: opened,
      stop: async () => {
        await app.close();
        await listening.close();
        await opened.close();
      },
    };
  } catch (error) {
    await listening.close();
    await database?.close();
    throw error;
  }
}
