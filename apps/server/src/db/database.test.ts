import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../test/temp-dirs.ts';
import { DataDirLockedError, openDatabase, queryRows } from './database.ts';

describe('embedded database', () => {
  const tempDir = useTempDirs('db');

  it('refuses a second process on a data directory in use, and keeps data across restarts', async () => {
    const dataDir = path.join(tempDir(), 'pglite');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.db.execute(sql`create table kept (v text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(DataDirLockedError);
    await first.close();

    const again = await openDatabase({ kind: 'pglite', dataDir });
    expect(await queryRows(again.db, sql`select v from kept`)).toEqual([{ v: 'still here' }]);
    await again.close();
  });
});
