import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { BlobInfo, BlobStore } from '../../platform/files/blob-store.ts';
import { storePicture } from '../../platform/files/picture-upload.ts';
import type { PreparedPicture } from '../../platform/files/pictures.ts';
import { users } from '../../platform/users/users.tables.ts';
import { userPictures } from './people.tables.ts';

export type PictureInfo = BlobInfo & { width: number; height: number };

/** What versions a picture's address: enough of its content hash to tell two pictures apart. */
export const pictureVersion = (sha256: string) => sha256.slice(0, 16);

/**
 * Profile pictures: at most one per person, its image a blob. Replacing and deleting happen in
 * one transaction with `users.has_picture`, so a refused or failed upload leaves the old picture
 * (and no new file).
 */
export function createPictureService({ db, blobs }: { db: Db; blobs: BlobStore }) {
  return {
    /** The person's picture, without its bytes: enough to answer a cache revalidation. */
    async info(userId: string): Promise<PictureInfo | undefined> {
      const [link] = await db.select().from(userPictures).where(eq(userPictures.user_id, userId));
      const blob = link && (await blobs.info(link.blob_id));
      return blob && { ...blob, width: link.width, height: link.height };
    },

    /** The image itself (a few tens of kilobytes once re-encoded), for resumes. */
    async bytes(picture: PictureInfo): Promise<Buffer> {
      return buffer(await blobs.open(picture.id));
    },

    async replace(userId: string, picture: PreparedPicture, ownerId: string): Promise<void> {
      await storePicture(blobs, picture, ownerId, async (stored, tx) => {
        // Updating the person first locks their row, so two uploads at once replace one another in turn.
        await tx
          .update(users)
          .set({ has_picture: true, picture_version: pictureVersion(stored.sha256) })
          .where(eq(users.id, userId));
        const [previous] = await tx
          .select({ blob_id: userPictures.blob_id })
          .from(userPictures)
          .where(eq(userPictures.user_id, userId));
        const link = { blob_id: stored.id, width: picture.width, height: picture.height };
        await tx
          .insert(userPictures)
          .values({ user_id: userId, ...link })
          .onConflictDoUpdate({ target: userPictures.user_id, set: { ...link, updated_at: new Date() } });
        if (previous) await blobs.remove(previous.blob_id, tx);
      });
    },

    /** Answers whether there was a picture to delete. */
    async remove(userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(userPictures)
          .where(eq(userPictures.user_id, userId))
          .returning({ blob_id: userPictures.blob_id });
        if (!removed) return false;
        await blobs.remove(removed.blob_id, tx);
        await tx.update(users).set({ has_picture: false, picture_version: null }).where(eq(users.id, userId));
        return true;
      });
    },
  };
}

export type PictureService = ReturnType<typeof createPictureService>;
