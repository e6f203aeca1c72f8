import { GROUP_FILES_MAX, message } from '@atrium/contract';
import { and, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { recordFileAudit } from '../../platform/audit/audit.ts';
import { assertRowAccess } from '../../platform/c13s/access.ts';
import type { AccessContext } from '../../platform/c13s/define-object.ts';
import type { BlobInfo, BlobStore } from '../../platform/files/blob-store.ts';
import { documentRules, storedName } from '../../platform/files/document-files.ts';
import type { StreamedFile } from '../../platform/files/upload.ts';
import { conflict, notFound } from '../../platform/http-errors.ts';
import { presentGroupFile } from './group-files.ts';
import { groupsImplementation } from './groups.objects.ts';
import { groupFiles, groups } from './groups.tables.ts';

/** A group's files are documents, as a credential's: PDF, PPTX, DOCX or XLSX, at most 50 MB. */
const GROUP_FILE_REFUSALS = {
  missing: 'groups.fileMissing',
  tooLarge: 'groups.fileTooLarge',
  type: 'groups.fileType',
} as const;

/** 409 when the group already holds its most files (checked again under the lock). */
async function refuseWhenFull(db: Db | Tx, groupId: string): Promise<void> {
  const [held] = await db.select({ n: count() }).from(groupFiles).where(eq(groupFiles.group_id, groupId));
  if ((held?.n ?? 0) >= GROUP_FILES_MAX) throw conflict('groups.tooManyFiles');
}

/**
 * A group's files: read by whoever reads the group, added and removed by whoever may edit it (its
 * leaders, 'teams update'). Each write is one transaction that first locks the group's row, as the
 * generic delete does, so a file never lands on a group being deleted.
 */
export function createGroupFilesService({ db, blobs }: { db: Db; blobs: BlobStore }) {
  /** A file written to the group's history, as its other changes are. */
  const audited = (id: string, ctx: AccessContext, fileName: string) => ({
    actor: ctx.user.id,
    object: 'cv_library/teams' as const,
    recordId: id,
    field: 'files',
    fileName,
  });
  const lockAllowed = (tx: Tx, id: string, ctx: AccessContext) =>
    assertRowAccess(tx, groupsImplementation, id, 'update', ctx, { lock: true, missing: 'groups.groupGone' });

  return {
    /** Streams the file into the store, then links it: a refused or failed upload leaves nothing. */
    async add(id: string, upload: StreamedFile, ctx: AccessContext, meter: (bytes: number) => void) {
      await refuseWhenFull(db, id);
      const file = await blobs.create(
        upload.stream,
        {
          ...documentRules(meter, GROUP_FILE_REFUSALS),
          name: (mediaType) => storedName(upload.filename, mediaType),
          ownerId: ctx.user.id,
        },
        async (blob: BlobInfo, tx) => {
          await lockAllowed(tx, id, ctx);
          await refuseWhenFull(tx, id);
          const [row] = await tx
            .insert(groupFiles)
            .values({
              group_id: id,
              blob_id: blob.id,
              file_name: blob.name!,
              media_type: blob.contentType,
              size: blob.size,
              uploaded_by: ctx.user.id,
            })
            .returning();
          await tx.update(groups).set({ updated_at: new Date() }).where(eq(groups.id, id));
          await recordFileAudit(tx, audited(id, ctx, row!.file_name), 'attach');
          return row!;
        },
      );
      return { ...presentGroupFile(file), ...message('groups.fileUploaded') };
    },

    async remove(id: string, fileId: string, ctx: AccessContext) {
      await db.transaction(async (tx) => {
        await lockAllowed(tx, id, ctx);
        const [removed] = await tx
          .delete(groupFiles)
          .where(and(eq(groupFiles.id, fileId), eq(groupFiles.group_id, id)))
          .returning({ blob_id: groupFiles.blob_id, file_name: groupFiles.file_name });
        if (!removed) throw notFound();
        await blobs.remove(removed.blob_id, tx);
        await tx.update(groups).set({ updated_at: new Date() }).where(eq(groups.id, id));
        await recordFileAudit(tx, audited(id, ctx, removed.file_name), 'detach');
      });
      return message('deleted');
    },

    /** The file as stored; the route has authorized reading the group. */
    async file(id: string, fileId: string): Promise<BlobInfo & { fileName: string }> {
      const [file] = await db
        .select()
        .from(groupFiles)
        .where(and(eq(groupFiles.id, fileId), eq(groupFiles.group_id, id)));
      const blob = file && (await blobs.info(file.blob_id));
      if (!file || !blob) throw notFound();
      return { ...blob, fileName: file.file_name };
    },
  };
}
