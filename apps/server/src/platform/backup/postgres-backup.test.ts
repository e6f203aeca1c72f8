import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/database.ts';
import { multipartFile } from '../../modules/people/testing/multipart.ts';
import { createDatabase } from '../../test/scratch-database.ts';
import { createTestApp, testConfig } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { users } from '../users/users.tables.ts';

const run = promisify(execFile);
const api = '/api/c13s/v2/cv_library/users';

// The README's procedure for PostgreSQL (Backups), as an operator types it: pg_dump, then the
// files; pg_restore into an empty database, then the files; the restored firm serves every file.
describe.runIf(testEngine() === 'postgres')('a PostgreSQL backup made as the README says', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'atrium-pg-backup-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('restores every person and every file, downloads included', async () => {
    const source = await createTestApp();
    const me = await source.signedIn();
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1DE9B6' } })
      .png()
      .toBuffer();
    const uploaded = await me.request({
      method: 'POST',
      url: `${api}/${me.user.id}/picture`,
      ...multipartFile({ bytes: photo, filename: 'me.png', contentType: 'image/png' }),
    });
    expect(uploaded.statusCode).toBe(200);
    const served = (await me.request({ method: 'GET', url: `${api}/${me.user.id}/picture` })).rawPayload;
    const people = (await source.db.select({ n: count() }).from(users))[0]?.n;
    if (source.connection.kind !== 'postgres' || source.config.files.driver !== 'fs')
      throw new Error('a PostgreSQL app with files on disk was expected');

    // 1. The database, 2. then the files.
    const dump = path.join(work, 'atrium.dump');
    const filesTar = path.join(work, 'atrium-files.tar');
    await run('pg_dump', ['--format=custom', `--file=${dump}`, source.connection.url]);
    await run('tar', ['-C', source.config.dataDir, '-cf', filesTar, 'files']);
    await source.close();

    // Restore into an empty database and an empty DATA_DIR.
    const target = await createDatabase(process.env.TEST_DATABASE_URL!);
    const dataDir = path.join(work, 'restored');
    try {
      await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${target.url}`, dump]);
      mkdirSync(dataDir);
      await run('tar', ['-C', dataDir, '-xf', filesTar]);
      const database = await openDatabase({ kind: 'postgres', url: target.url });
      const config = testConfig(dataDir);
      const app = await buildApp({ config, database });
      try {
        expect((await database.db.select({ n: count() }).from(users))[0]?.n).toBe(people);
        // The session cookie signed for the first app is as good here: same secret, same records.
        const download = await app.inject({
          method: 'GET',
          url: `${api}/${me.user.id}/picture`,
          headers: { cookie: me.cookie },
        });
        expect(download.statusCode).toBe(200);
        expect(download.rawPayload).toEqual(served);
      } finally {
        await app.close();
        await database.close();
      }
    } finally {
      await target.drop();
    }
  });
});
