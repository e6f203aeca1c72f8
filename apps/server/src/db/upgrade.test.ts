import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createDatabase } from '../test/scratch-database.ts';
import { testConfig } from '../test/test-app.ts';
import { testEngine } from '../test/test-database.ts';
import { openDatabase, queryRows, type Database, type DatabaseTarget } from './database.ts';

const run = promisify(execFile);
const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'upgrade-fixtures/347a970');
const API = '/api/c13s/v2/cv_library';

type Kept = {
  counts: Record<string, number>;
  person: { id: string; job_title: string };
  credential: { id: string; attachment_id: string };
  blobs: { id: string; sha256: string; size: number }[];
};
const expected = JSON.parse(readFileSync(path.join(FIXTURE, 'expected.json'), 'utf8')) as Record<
  'pglite' | 'postgres',
  Kept
>;

/**
 * Records that only ever grow or are the server's own bookkeeping (sessions, throttles, the
 * permission rules a release may add): kept, but not necessarily in the same number.
 */
const MAY_GROW = new Set(['casbin_rules', 'refresh_tokens', 'mail_outbox', 'tags']);
/** Tables a later release replaced on purpose: failed sign-ins' counters (sign-in throttling, 0010). */
const REPLACED = new Set(['login_failures']);

// The previous release's data (scripts/make-upgrade-fixture.sh): its demo firm, an edited profile,
// a profile picture and a credential's attachment, both kept in the database in that release.
// The current code starts on it as an operator's upgrade would, on each engine.
describe('an upgrade from the release of 347a970', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'atrium-upgrade-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it.runIf(testEngine() === 'pglite')(
    'starts on its embedded data directory and keeps every record and file',
    async () => {
      const dataDir = path.join(work, 'pglite-data');
      mkdirSync(dataDir);
      await run('tar', ['-C', dataDir, '-xJf', path.join(FIXTURE, 'pglite.tar.xz')]);
      await expectKept({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }, dataDir, expected.pglite);
    },
  );

  it.runIf(testEngine() === 'postgres')(
    'starts on its PostgreSQL dump and keeps every record and file',
    async () => {
      const target = await createDatabase(process.env.TEST_DATABASE_URL!);
      try {
        await run('pg_restore', [
          '--no-owner',
          '--exit-on-error',
          `--dbname=${target.url}`,
          path.join(FIXTURE, 'postgres.dump'),
        ]);
        const dataDir = path.join(work, 'postgres-data');
        mkdirSync(dataDir);
        await expectKept({ kind: 'postgres', url: target.url }, dataDir, expected.postgres);
      } finally {
        await target.drop();
      }
    },
    60_000,
  );
});

/** Opens the old data with the current code (migrations, files moved out) and checks what it kept. */
async function expectKept(target: DatabaseTarget, dataDir: string, kept: Kept): Promise<void> {
  const database = await openDatabase(target);
  const config = testConfig(dataDir);
  const app = await buildApp({ config, database });
  try {
    await expectRecordsKept(database, kept.counts);
    const [inDatabase] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from blobs where bytes is not null`,
    );
    expect(inDatabase?.n, 'files still kept in the database').toBe(0);
    const employee = await signIn(app, 'employee@atrium.demo');
    const admin = await signIn(app, 'admin@atrium.demo');

    const person = await app.inject({
      method: 'GET',
      url: `${API}/users/${kept.person.id}`,
      headers: employee,
    });
    expect(person.json()).toMatchObject({ id: kept.person.id, job_title: kept.person.job_title });

    const picture = await app.inject({
      method: 'GET',
      url: `${API}/users/${kept.person.id}/picture`,
      headers: employee,
    });
    const attachment = await app.inject({
      method: 'GET',
      url: `${API}/projects/${kept.credential.id}/attachments/${kept.credential.attachment_id}`,
      headers: admin,
    });
    const served = [picture, attachment].map((response) => ({
      status: response.statusCode,
      sha256: createHash('sha256').update(response.rawPayload).digest('hex'),
      size: response.rawPayload.length,
    }));
    expect(served).toEqual(
      kept.blobs
        .map(({ sha256, size }) => ({ status: 200, sha256, size }))
        .sort(bySize)
        .reverse(),
    );
  } finally {
    await app.close();
    await database.close();
  }
}

const bySize = (a: { size: number }, b: { size: number }) => a.size - b.size;

/** Every table of the old release is still there with its rows (bookkeeping tables may hold more). */
async function expectRecordsKept(database: Database, before: Record<string, number>): Promise<void> {
  const after: Record<string, number> = {};
  const tables = Object.keys(before).filter((table) => !REPLACED.has(table));
  for (const table of tables) {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    after[table] = row?.n ?? 0;
  }
  const expectedAfter = Object.fromEntries(
    tables.map((table) => [
      table,
      MAY_GROW.has(table) ? Math.max(before[table]!, after[table] ?? 0) : before[table],
    ]),
  );
  expect(after).toEqual(expectedAfter);
}

/** Signs in through the API with the demo password the old release seeded: the accounts survived. */
async function signIn(app: FastifyInstance, email: string): Promise<{ cookie: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/a12n/login',
    payload: { email, password: 'atrium-demo-2026' },
  });
  expect(response.statusCode, `sign-in of ${email}`).toBe(200);
  const cookie = response.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  return { cookie };
}
