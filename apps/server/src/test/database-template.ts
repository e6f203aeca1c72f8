import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.ts';
import { createDatabase } from './scratch-database.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** A file holding a migrated PGlite data directory (`dumpDataDir`), for the `api-pglite` project. */
    pgliteTemplate?: string;
    /** A migrated PostgreSQL database each test file's database is copied from, for `api-postgres`. */
    postgresTemplate?: string;
  }
}

/**
 * Vitest global setup of the API projects: migrate once, then every test file starts from a copy
 * (a PGlite data directory loaded from a file, or `CREATE DATABASE … TEMPLATE`) instead of running
 * the whole migration history again: about two seconds a file on a 2-CPU machine.
 */
export async function setup(project: TestProject): Promise<void> {
  if (project.config.env?.TEST_ENGINE === 'postgres') {
    const baseUrl = process.env.TEST_DATABASE_URL;
    if (!baseUrl) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
    const template = await createDatabase(baseUrl);
    const database = await openDatabase({ kind: 'postgres', url: template.url });
    // A database is copied only while nobody is connected to it.
    await database.close();
    project.provide('postgresTemplate', template.name);
    cleanUp = template.drop;
    return;
  }
  const database = await openDatabase({ kind: 'pglite-memory' });
  if (database.connection.kind !== 'pglite') throw new Error('expected PGlite');
  const dump = await database.connection.client.dumpDataDir('none');
  await database.close();
  const folder = mkdtempSync(path.join(tmpdir(), 'atrium-template-'));
  const file = path.join(folder, 'pglite-data.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  cleanUp = async () => rmSync(folder, { recursive: true, force: true });
}

let cleanUp: (() => Promise<void>) | undefined;

export async function teardown(): Promise<void> {
  await cleanUp?.();
}
