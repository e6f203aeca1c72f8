import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { TagType } from '@atrium/contract';
import { tags } from '../modules/people/people.tables.ts';
import { refreshTokens } from '../platform/a12n/a12n.tables.ts';
import { ACCESS_COOKIE, createTokenService, hashToken, newOpaqueToken } from '../platform/a12n/tokens.ts';
import { createPerson, type PersonOverrides } from './factories.ts';
import { openTestDatabase } from './test-database.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The settings of an app under test: its own DATA_DIR, quiet logs, a fixed signing secret. */
export function testConfig(dataDir: string, env: Record<string, string> = {}) {
  return loadConfig({
    ...env,
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    JWT_SECRET: 'test-secret-'.padEnd(40, 'x'),
  });
}

/** The real app on a fresh database, with helpers to make people and act as them. */
export async function createTestApp(env: Record<string, string> = {}) {
  const database = await openTestDatabase();
  // Each test file's uploads go to a folder of its own, removed with it.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-test-'));
  const config = testConfig(dataDir, env);
  const app: FastifyInstance = await buildApp({ config, database });
  await app.ready();
  const tokens = createTokenService(config);

  /** An open session for the person, as a Cookie header (what a browser sends after sign-in). */
  async function sessionCookie(userId: string): Promise<string> {
    const familyId = randomUUID();
    await database.db.insert(refreshTokens).values({
      user_id: userId,
      family_id: familyId,
      token_hash: hashToken(newOpaqueToken()),
      expires_at: new Date(Date.now() + 3_600_000),
    });
    return `${ACCESS_COOKIE}=${tokens.signAccess({ sub: userId, sid: familyId })}`;
  }

  return {
    app,
    config,
    db: database.db,
    /** Where the database is: a test of backups reaches it as an operator's tools would. */
    connection: database.connection,
    permissions: app.permissions,
    createPerson: (overrides?: PersonOverrides) =>
      createPerson({ db: database.db, permissions: app.permissions }, overrides),
    sessionCookie,
    /**
     * Values of a managed list (clients, markets, units, lines, hubs), as those who keep it would
     * have added them: a consultant's credential then names a listed client.
     */
    async listValues(type: TagType, ...names: string[]) {
      await database.db
        .insert(tags)
        .values(names.map((name) => ({ type, name })))
        .onConflictDoNothing();
    },
    /** A person with the given roles and a session: `as.request(...)` calls the API as them. */
    async signedIn(overrides?: PersonOverrides) {
      const user = await createPerson({ db: database.db, permissions: app.permissions }, overrides);
      const cookie = await sessionCookie(user.id);
      const request = (options: InjectOptions): Promise<LightMyRequestResponse> =>
        app.inject({ ...options, headers: { ...options.headers, cookie } });
      return { user, cookie, request };
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
