import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, queryRows, type Database } from '../db/database.ts';
import { multipartFile } from '../modules/people/testing/multipart.ts';
import { createPerson, TEST_PASSWORD } from '../test/factories.ts';
import { createDatabase } from '../test/scratch-database.ts';
import { testEngine } from '../test/test-database.ts';

const baseUrl = process.env.TEST_DATABASE_URL;
const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

/** Polls until `check` holds, for at most `ms`: what "takes effect within 5 s" means. */
async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

if (!baseUrl) {
  it.skip('two instances on one PostgreSQL: skipped, TEST_DATABASE_URL is not set', () => {});
} else {
  // Two real servers on two ports over one PostgreSQL; once, in the api-postgres project.
  describe.skipIf(testEngine() !== 'postgres')('two instances on one PostgreSQL', () => {
    let drop: () => Promise<void> = async () => {};
    const instances: { app: FastifyInstance; database: Database; url: string }[] = [];
    const a = () => instances[0]!;
    const b = () => instances[1]!;

    beforeAll(async () => {
      const empty = await createDatabase(baseUrl);
      drop = empty.drop;
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
        DATABASE_URL: empty.url,
        JWT_SECRET: 'two-instances-secret-'.padEnd(40, 'x'),
      });
      // Both start at once on the empty database: the migrations must run once, not collide.
      const databases = await Promise.all([0, 1].map(() => openDatabase(config.database)));
      for (const database of databases) {
        const app = await buildApp({ config, database });
        const url = await app.listen({ host: '127.0.0.1', port: 0 });
        instances.push({ app, database, url });
      }
    });
    afterAll(async () => {
      for (const { app, database } of instances) {
        await app.close();
        await database.close();
      }
      await drop();
    });

    const call = (instance: () => { url: string }, route: string, init: RequestInit = {}) =>
      fetch(`${instance().url}${route}`, init);
    const signIn = async (email: string): Promise<string> => {
      const response = await call(a, '/api/a12n/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: TEST_PASSWORD }),
      });
      expect(response.status).toBe(200);
      return response.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; ');
    };

    it('applied each migration once', async () => {
      const applied = await queryRows<{ count: number }>(
        a().database.db,
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      const files = readdirSync(migrations).filter((name) => name.endsWith('.sql'));
      expect(applied[0]?.count).toBe(files.length);
    });

    it('signs in on one, serves on the other; a permission change and logout reach the other within 5 s', async () => {
      const person = await createPerson({ db: a().database.db, permissions: a().app.permissions });
      const cookie = await signIn(person.email);
      const self = () => call(b, '/api/c13s/v2/public/permissions/self', { headers: { cookie } });
      expect((await self()).status).toBe(200);

      const roles = () => call(b, '/api/c13s/v2/public/permissions/roles', { headers: { cookie } });
      expect((await roles()).status).toBe(403);
      await a().app.permissions.setUserRoles(person.id, ['admin']);
      // 5 s is the instances' refresh period; the extra second is for the requests themselves.
      expect(await within(6_000, async () => (await roles()).status === 200)).toBe(true);

      const logout = await call(a, '/api/a12n/access/logout', {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(logout.status).toBe(200);
      expect(await within(6_000, async () => (await self()).status === 401)).toBe(true);
    });

    it('reads on one the files written by the other', async () => {
      const person = await createPerson({ db: a().database.db, permissions: a().app.permissions });
      const cookie = await signIn(person.email);
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366cc' } })
        .png()
        .toBuffer();
      const { payload, headers } = multipartFile({
        bytes: png,
        filename: 'me.png',
        contentType: 'image/png',
      });
      const picture = `/api/c13s/v2/cv_library/users/${person.id}/picture`;
      const upload = await call(a, picture, {
        method: 'POST',
        headers: { ...headers, cookie },
        body: new Uint8Array(payload),
      });
      expect(upload.status).toBe(200);
      const read = await call(b, picture, { headers: { cookie } });
      expect(read.status).toBe(200);
      expect(read.headers.get('content-type')).toBe('image/jpeg');
      expect((await sharp(Buffer.from(await read.arrayBuffer())).metadata()).width).toBe(64);
    });

    it('shares the sign-in throttling: failures on one slow the account down on the other', async () => {
      const person = await createPerson({ db: a().database.db, permissions: a().app.permissions });
      const attempt = (instance: () => { url: string }, password: string) =>
        call(instance, '/api/a12n/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: person.email, password }),
        });
      for (let i = 0; i < 4; i += 1) {
        expect((await attempt(i % 2 === 0 ? a : b, `wrong-password-${i}`)).status).toBe(401);
      }
      expect((await attempt(a, TEST_PASSWORD)).status).toBe(429);
      expect((await attempt(b, TEST_PASSWORD)).status).toBe(429);
    });
  });
}
