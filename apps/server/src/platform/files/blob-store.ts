import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { desc, eq, isNotNull, isNull, lte } from 'drizzle-orm';

import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/database.ts';
import { HttpError } from '../http-errors.ts';
import type { ByteRange, FileStore } from './file-store.ts';
import { blobs, fileDeletions } from './files.tables.ts';
import { UploadInspector, type UploadRules } from './upload-inspector.ts';

/** What is known of a stored file without reading its bytes. */
export type BlobInfo = {
  id: string;
  contentType: string;
  size: number;
  sha256: string;
  name: string | null;
  createdAt: Date;
};

/** How long an upload may take before its half-written file counts as a crash's leftover. */
const UPLOAD_GRACE_MS = 24 * 3_600_000;
/**
 * How long a deleted file's bytes stay in the store: a backup that copies the database, then the
 * files (README, Backups), still finds every file its database lists if a file was deleted in
 * between, as long as the copy takes less than this.
 */
export const DELETION_GRACE_MS = 24 * 3_600_000;

const infoColumns = {
  id: blobs.id,
  contentType: blobs.content_type,
  size: blobs.size,
  sha256: blobs.sha256,
  name: blobs.name,
  createdAt: blobs.created_at,
};

/**
 * Stored files: their bytes in the file store under the blob's id, what is known of them in the
 * `blobs` table. A file and the record pointing at it are kept or dropped together: `create`
 * writes the bytes first and the row in a transaction with the caller's record, removing the
 * bytes if anything fails; a deleted row queues its bytes for `sweep` (a trigger, in the deleting
 * transaction).
 */
export function createBlobStore(db: Db, files: FileStore, log?: FastifyBaseLogger) {
  async function removeFile(id: string): Promise<void> {
    await files.remove(id);
    await db.delete(fileDeletions).where(eq(fileDeletions.blob_id, id));
  }

  return {
    /**
     * Streams `source` into the store under the upload rules, then, in one transaction, inserts
     * the blob row and runs `record` (which links it to its owner record and may refuse). Whatever
     * fails (a refused type, a size or rate limit, an aborted request, `record` throwing) leaves no
     * file and no row.
     */
    async create<T>(
      source: Readable,
      rules: UploadRules & { name?: (contentType: string) => string; ownerId?: string },
      record: (blob: BlobInfo, tx: Tx) => Promise<T>,
    ): Promise<T> {
      const id = randomUUID();
      // Should this process die mid-upload, the sweep removes the partial file a day later.
      await db.insert(fileDeletions).values({ blob_id: id, due_at: new Date(Date.now() + UPLOAD_GRACE_MS) });
      try {
        const inspector = new UploadInspector(rules);
        // The request itself broke off (a dropped connection, a malformed body): the client's doing.
        source.once('error', () => inspector.destroy(new HttpError(400, 'files.incomplete')));
        // The store sees a refusal as the stream's `errored` state even if it fails before the
        // store starts listening; this listener only keeps it from counting as uncaught.
        inspector.on('error', () => undefined);
        await files.write(id, source.pipe(inspector));
        const facts = inspector.result();
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(blobs)
            .values({
              id,
              content_type: facts.contentType,
              size: facts.size,
              sha256: facts.sha256,
              name: rules.name?.(facts.contentType) ?? null,
              owner_id: rules.ownerId ?? null,
            })
            .returning(infoColumns);
          await tx.delete(fileDeletions).where(eq(fileDeletions.blob_id, id));
          return record(row!, tx);
        });
      } catch (error) {
        source.resume(); // let the rest of a refused request drain so the reply can go out
        await removeFile(id).catch((cleanup: unknown) =>
          log?.error({ err: cleanup, blob: id }, 'could not remove a refused upload; the sweep will'),
        );
        throw error;
      }
    },

    async info(id: string): Promise<BlobInfo | undefined> {
      const [found] = await db.select(infoColumns).from(blobs).where(eq(blobs.id, id));
      return found;
    },

    /** The bytes as a stream, all or a range of them. */
    open(id: string, range?: ByteRange): Promise<Readable> {
      return files.read(id, range);
    },

    /** Deletes the row in the caller's transaction; its bytes go at the next sweep after commit. */
    async remove(id: string, tx: Tx): Promise<void> {
      await tx.delete(blobs).where(eq(blobs.id, id));
    },

    /**
     * Removes the files whose deletion has been due for the grace period: deleted blobs' bytes,
     * crashed uploads' leftovers. `at` is the time it runs at (tests pass a later one).
     */
    async sweep(at = new Date()): Promise<number> {
      const due = await db
        .select({ id: fileDeletions.blob_id })
        .from(fileDeletions)
        .where(lte(fileDeletions.due_at, new Date(at.getTime() - DELETION_GRACE_MS)))
        .limit(500);
      for (const { id } of due) await removeFile(id);
      return due.length;
    },

    /**
     * The newest `limit` stored files the database lists and the store lacks (a database restored
     * without its files): bounded, so a check costs at most `limit` look-ups however many files.
     */
    async missingFiles(limit: number): Promise<{ checked: number; missing: string[] }> {
      const listed = await db
        .select({ id: blobs.id })
        .from(blobs)
        .where(isNull(blobs.bytes))
        .orderBy(desc(blobs.created_at))
        .limit(limit);
      const missing: string[] = [];
      for (const { id } of listed) if (!(await files.exists(id))) missing.push(id);
      return { checked: listed.length, missing };
    },

    /**
     * Moves bytes stored in the database before the file store existed into it, one file at a
     * time (memory holds one file at most). Each file is written, then its column emptied: a crash
     * between the two writes it again at the next start, so running it any number of times, from
     * any number of instances, ends with every file in the store once.
     */
    async moveLegacyBlobs(): Promise<number> {
      let moved = 0;
      for (;;) {
        const [row] = await db
          .select({ id: blobs.id, bytes: blobs.bytes })
          .from(blobs)
          .where(isNotNull(blobs.bytes))
          .limit(1);
        if (!row) return moved;
        await files.write(row.id, Readable.from([row.bytes!]));
        await db.update(blobs).set({ bytes: null }).where(eq(blobs.id, row.id));
        moved += 1;
      }
    },
  };
}

export type BlobStore = ReturnType<typeof createBlobStore>;
