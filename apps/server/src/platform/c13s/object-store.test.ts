import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Tx } from '../../db/database.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { blobs } from '../files/files.tables.ts';
import { conflict } from '../http-errors.ts';
import { defineObject } from '@atrium/contract';
import { implementObject, type AccessContext } from './define-object.ts';
import { createObjectStore } from './object-store.ts';

type BlobRow = typeof blobs.$inferSelect;

/** A throwaway object over the platform's own `blobs` table: only what deleting needs. */
function blobObject(beforeDelete: (row: BlobRow, tx: Tx) => Promise<void>) {
  const declaration = defineObject({
    module: 'test',
    object: 'blobs',
    permission: 'report',
    record: z.object({ id: z.string() }),
    filters: {},
    sorts: [],
    deletable: true,
  });
  return implementObject(declaration, {
    table: blobs,
    present: (rows) => rows.map(({ id }) => ({ id })),
    // Deletable only while marked so, to see a refusal.
    access: { read: () => true, delete: () => eq(blobs.content_type, 'text/deletable') },
    search: { filters: {}, sorts: {}, defaultOrder: [asc(blobs.id)] },
    beforeDelete: (row, { tx }) => beforeDelete(row, tx),
  });
}

const caller: AccessContext = {
  user: { id: randomUUID(), sessionId: randomUUID() },
  can: () => false,
  restricted: false,
};

describe('object store: delete with beforeDelete', () => {
  let database: Database;
  // A blob row alone (its bytes would be in a file store, which deleting rows does not touch).
  const put = async (contentType = 'text/deletable', tx: Tx | Database['db'] = database.db) =>
    (await tx.insert(blobs).values({ content_type: contentType, size: 1, sha256: 'x' }).returning())[0]!;
  const exists = async (id: string) =>
    (await database.db.select({ id: blobs.id }).from(blobs).where(eq(blobs.id, id))).length === 1;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("runs the hook on the locked row, in the delete's transaction", async () => {
    const doomed = await put();
    let seen: BlobRow | undefined;
    let written = '';
    const sut = createObjectStore(
      blobObject(async (row, tx) => {
        seen = row;
        written = (await put('text/log', tx)).id;
      }),
      database.db,
    );
    expect(await sut.remove(doomed.id, caller)).toEqual({ code: 'deleted', msg: 'Deleted successfully' });
    expect(seen).toMatchObject({ id: doomed.id, content_type: 'text/deletable' });
    expect(await exists(doomed.id)).toBe(false);
    expect(await exists(written)).toBe(true);
  });

  it('undoes everything when the hook throws, its own writes included', async () => {
    const kept = await put();
    let written = '';
    const sut = createObjectStore(
      blobObject(async (_row, tx) => {
        written = (await put('text/log', tx)).id;
        throw conflict('recordExists');
      }),
      database.db,
    );
    await expect(sut.remove(kept.id, caller)).rejects.toMatchObject({
      statusCode: 409,
      said: { code: 'recordExists' },
    });
    expect(await exists(kept.id)).toBe(true);
    expect(await exists(written)).toBe(false);
  });

  it('refuses (403) or misses (404) before running the hook', async () => {
    const refused = await put('text/kept');
    let calls = 0;
    const sut = createObjectStore(
      blobObject(async () => {
        calls += 1;
      }),
      database.db,
    );
    await expect(sut.remove(refused.id, caller)).rejects.toMatchObject({ statusCode: 403 });
    await expect(sut.remove(randomUUID(), caller)).rejects.toMatchObject({ statusCode: 404 });
    expect(calls).toBe(0);
    expect(await exists(refused.id)).toBe(true);
  });
});
