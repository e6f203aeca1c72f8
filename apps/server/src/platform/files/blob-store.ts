import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database.ts';
import { blobs } from './files.tables.ts';

/** What is known of a stored file without reading its bytes. */
export type BlobInfo = { id: string; contentType: string; size: number; sha256: string; createdAt: Date };
export type StoredBlob = BlobInfo & { bytes: Buffer };

/**
 * Where uploaded files live (DESIGN.md: stored durably, shared by every server instance).
 * Writes take the caller's transaction when given, so a file and the record that points at it
 * are kept or dropped together; a store outside the database would write at once and must
 * tolerate a rolled-back transaction leaving a file nothing points at.
 */
export type BlobStore = {
  put(blob: { bytes: Buffer; contentType: string }, tx?: DbOrTx): Promise<BlobInfo>;
  info(id: string): Promise<BlobInfo | undefined>;
  get(id: string): Promise<StoredBlob | undefined>;
  remove(id: string, tx?: DbOrTx): Promise<void>;
};

const infoColumns = {
  id: blobs.id,
  contentType: blobs.content_type,
  size: blobs.size,
  sha256: blobs.sha256,
  createdAt: blobs.created_at,
};

/** The default store: the `blobs` table. */
export function createDatabaseBlobStore(db: Db): BlobStore {
  return {
    async put({ bytes, contentType }, tx = db) {
      const [stored] = await tx
        .insert(blobs)
        .values({
          content_type: contentType,
          size: bytes.length,
          bytes,
          sha256: createHash('sha256').update(bytes).digest('hex'),
        })
        .returning(infoColumns);
      return stored!;
    },

    async info(id) {
      const [found] = await db.select(infoColumns).from(blobs).where(eq(blobs.id, id));
      return found;
    },

    async get(id) {
      const [found] = await db
        .select({ ...infoColumns, bytes: blobs.bytes })
        .from(blobs)
        .where(eq(blobs.id, id));
      return found;
    },

    async remove(id, tx = db) {
      await tx.delete(blobs).where(eq(blobs.id, id));
    },
  };
}
