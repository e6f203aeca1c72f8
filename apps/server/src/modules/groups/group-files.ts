import type { Attachment } from '@atrium/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { blobs as blobRows } from '../../platform/files/files.tables.ts';
import { groupFiles, type GroupFileRow } from './groups.tables.ts';

export const presentGroupFile = (file: GroupFileRow): Attachment => ({
  id: file.id,
  file_name: file.file_name,
  media_type: file.media_type,
  size: file.size,
  created_at: file.created_at.toISOString(),
});

/** The files of each group of a page, oldest first, in one query. */
export async function loadGroupFiles(db: Db, groupIds: string[]): Promise<Map<string, Attachment[]>> {
  const byGroup = new Map<string, Attachment[]>();
  if (groupIds.length === 0) return byGroup;
  const rows = await db
    .select()
    .from(groupFiles)
    .where(inArray(groupFiles.group_id, groupIds))
    .orderBy(asc(groupFiles.created_at), asc(groupFiles.id));
  for (const row of rows)
    byGroup.set(row.group_id, [...(byGroup.get(row.group_id) ?? []), presentGroupFile(row)]);
  return byGroup;
}

/**
 * Removes every file of a group, in the caller's transaction (the generic delete, with the group's
 * row locked): the blob rows no foreign key removes go, and their bytes are queued for the sweep.
 */
export async function removeAllGroupFiles(tx: Tx, groupId: string): Promise<void> {
  const files = await tx
    .delete(groupFiles)
    .where(eq(groupFiles.group_id, groupId))
    .returning({ blob_id: groupFiles.blob_id });
  if (files.length > 0)
    await tx.delete(blobRows).where(
      inArray(
        blobRows.id,
        files.map((file) => file.blob_id),
      ),
    );
}
