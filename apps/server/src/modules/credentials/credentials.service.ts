import { CREDENTIAL_ATTACHMENTS_MAX, CREDENTIAL_MESSAGES, MESSAGES } from '@atrium/contract';
import { and, count, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/database.ts';
import type { AccessContext, AccessRule } from '../../platform/c13s/define-object.ts';
import type { BlobStore } from '../../platform/files/blob-store.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http-errors.ts';
import type { CheckedFile } from './attachment-files.ts';
import { editRule } from './credentials.access.ts';
import { credentialAttachments, credentials } from './credentials.tables.ts';

type Operation = 'read' | 'update';

const RULES: Record<Operation, AccessRule> = {
  read: ({ can }) => can('credentials', 'read'),
  update: editRule,
};

/** `false` refuses, `true` allows, an SQL condition allows the rows it matches. */
const ruleFor = (operation: Operation, ctx: AccessContext): boolean | SQL => RULES[operation](ctx);

/**
 * Removes every file of a credential with its bytes, in the caller's transaction: the generic
 * delete runs it (credentials.objects.ts) with the credential's row locked.
 */
export async function removeAllAttachments(tx: Tx, credentialId: string, blobs: BlobStore): Promise<void> {
  const files = await tx
    .delete(credentialAttachments)
    .where(eq(credentialAttachments.credential_id, credentialId))
    .returning({ blob_id: credentialAttachments.blob_id });
  for (const file of files) await blobs.remove(file.blob_id, tx);
}

/**
 * A credential's files. Each write is one transaction that first locks the credential's row, as
 * the generic delete does, so a file never lands on a credential being deleted.
 */
export function createCredentialsService({ db, blobs }: { db: Db; blobs: BlobStore }) {
  /**
   * The check a route makes before reading anything else of the request: 403 when the caller may
   * not, 404 when there is no such credential, 400 for an id that is no id. Writes check again
   * under the row lock.
   */
  async function authorize(id: string, operation: Operation, ctx: AccessContext): Promise<void> {
    if (ruleFor(operation, ctx) === false) throw forbidden();
    if (!z.uuid().safeParse(id).success) throw badRequest(undefined, { id: 'Invalid UUID' });
    const [row] = await db.select({ id: credentials.id }).from(credentials).where(eq(credentials.id, id));
    if (!row) throw notFound();
    await refuseUnlessAllowed(db, id, operation, ctx);
  }

  /** Locks the credential for the rest of `tx`: 404 if it is gone, 403 if the caller may not. */
  async function lockAllowed(tx: Tx, id: string, operation: Operation, ctx: AccessContext): Promise<void> {
    const [row] = await tx
      .select({ id: credentials.id })
      .from(credentials)
      .where(eq(credentials.id, id))
      .for('update');
    if (!row) throw notFound(CREDENTIAL_MESSAGES.credentialGone);
    await refuseUnlessAllowed(tx, id, operation, ctx);
  }

  async function refuseUnlessAllowed(tx: Db | Tx, id: string, operation: Operation, ctx: AccessContext) {
    const rule = ruleFor(operation, ctx);
    if (rule === true) return;
    if (rule === false) throw forbidden();
    const [allowed] = await tx
      .select({ id: credentials.id })
      .from(credentials)
      .where(and(eq(credentials.id, id), rule));
    if (!allowed) throw forbidden();
  }

  return {
    authorize,

    async addAttachment(id: string, file: CheckedFile, ctx: AccessContext) {
      const attachment = await db.transaction(async (tx) => {
        await lockAllowed(tx, id, 'update', ctx);
        const [held] = await tx
          .select({ n: count() })
          .from(credentialAttachments)
          .where(eq(credentialAttachments.credential_id, id));
        if ((held?.n ?? 0) >= CREDENTIAL_ATTACHMENTS_MAX)
          throw conflict(CREDENTIAL_MESSAGES.tooManyAttachments);
        const blob = await blobs.put({ bytes: file.bytes, contentType: file.mediaType }, tx);
        const [row] = await tx
          .insert(credentialAttachments)
          .values({
            credential_id: id,
            blob_id: blob.id,
            file_name: file.fileName,
            media_type: file.mediaType,
            size: blob.size,
            uploaded_by: ctx.user.id,
          })
          .returning();
        await tx.update(credentials).set({ updated_at: new Date() }).where(eq(credentials.id, id));
        return row!;
      });
      return {
        id: attachment.id,
        file_name: attachment.file_name,
        media_type: attachment.media_type,
        size: attachment.size,
        created_at: attachment.created_at.toISOString(),
        msg: CREDENTIAL_MESSAGES.uploaded,
      };
    },

    async removeAttachment(id: string, attachmentId: string, ctx: AccessContext) {
      await db.transaction(async (tx) => {
        await lockAllowed(tx, id, 'update', ctx);
        const [removed] = await tx
          .delete(credentialAttachments)
          .where(and(eq(credentialAttachments.id, attachmentId), eq(credentialAttachments.credential_id, id)))
          .returning({ blob_id: credentialAttachments.blob_id });
        if (!removed) throw notFound();
        await blobs.remove(removed.blob_id, tx);
        await tx.update(credentials).set({ updated_at: new Date() }).where(eq(credentials.id, id));
      });
      return { msg: MESSAGES.deleted };
    },

    /** The file and its bytes; the route has authorized reading the credential. */
    async attachment(id: string, attachmentId: string) {
      const [file] = await db
        .select()
        .from(credentialAttachments)
        .where(and(eq(credentialAttachments.id, attachmentId), eq(credentialAttachments.credential_id, id)));
      const blob = file && (await blobs.get(file.blob_id));
      if (!file || !blob) throw notFound();
      return { fileName: file.file_name, mediaType: file.media_type, bytes: blob.bytes, sha256: blob.sha256 };
    },
  };
}

export type CredentialsService = ReturnType<typeof createCredentialsService>;
