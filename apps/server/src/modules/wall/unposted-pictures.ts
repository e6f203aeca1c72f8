import { and, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { BlobStore } from '../../platform/files/blob-store.ts';
import { defineJob } from '../../platform/jobs/job-queue.ts';
import { wallPictures } from './wall.tables.ts';

/** How long an uploaded picture may wait for its post (a post being written, a tab left open). */
const UNPOSTED_KEPT_MS = 24 * 3_600_000;

/**
 * Removes pictures uploaded for a post that was never sent, a day on: their blobs go (and the
 * files at the store's next sweep), the rows with them. Answers how many.
 */
export async function removeUnpostedPictures(db: Db, blobs: BlobStore, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: wallPictures.blob_id })
      .from(wallPictures)
      .where(
        and(
          isNull(wallPictures.post_id),
          lt(wallPictures.created_at, new Date(now.getTime() - UNPOSTED_KEPT_MS)),
        ),
      )
      .limit(500);
    for (const { id } of stale) await blobs.remove(id, tx);
    if (stale.length > 0)
      await tx.delete(wallPictures).where(
        inArray(
          wallPictures.blob_id,
          stale.map(({ id }) => id),
        ),
      );
    return stale.length;
  });
}

export const unpostedPicturesJob = defineJob<object>({
  name: 'wall-unposted-pictures',
  cron: '15 3 * * *',
  run: async (app) => {
    await removeUnpostedPictures(app.db, app.files.blobs);
  },
});
