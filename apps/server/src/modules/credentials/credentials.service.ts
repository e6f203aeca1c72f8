import { CREDENTIAL_ATTACHMENTS_MAX, CredentialInput, message } from '@atrium/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { recordFileAudit } from '../../platform/audit/audit.ts';
import { auditOf } from '../../platform/audit/object-audit.ts';
import { assertRowAccess } from '../../platform/c13s/access.ts';
import type { AccessContext, AccessRule } from '../../platform/c13s/define-object.ts';
import type { BlobInfo, BlobStore } from '../../platform/files/blob-store.ts';
import { documentRules, storedName } from '../../platform/files/document-files.ts';
import { blobs as blobRows } from '../../platform/files/files.tables.ts';
import type { StreamedFile } from '../../platform/files/upload.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http-errors.ts';
import { inputFault, refuseInputFault } from '../../platform/text-input-guard.ts';
import { parseInput } from '../../platform/validation.ts';
import { credentialToInsert } from './credential-writes.ts';
import { editRule } from './credentials.access.ts';
import { credentialsImplementation } from './credentials.objects.ts';
import { credentialAttachments, credentials } from './credentials.tables.ts';

type Operation = 'read' | 'update';

const CREDENTIAL_FILE_REFUSALS = {
  missing: 'credentials.fileMissing',
  tooLarge: 'credentials.fileTooLarge',
  type: 'credentials.fileType',
} as const;

const RULES: Record<Operation, AccessRule> = {
  read: ({ can }) => can('credentials', 'read'),
  update: editRule,
};

/**
 * Removes every file of a credential, in the caller's transaction: the generic delete runs it
 * (credentials.objects.ts) with the credential's row locked. Deleting the blob rows queues their
 * bytes for the file sweep once the delete commits.
 */
export async function removeAllAttachments(tx: Tx, credentialId: string): Promise<void> {
  const files = await tx
    .delete(credentialAttachments)
    .where(eq(credentialAttachments.credential_id, credentialId))
    .returning({ blob_id: credentialAttachments.blob_id });
  if (files.length > 0)
    await tx.delete(blobRows).where(
      inArray(
        blobRows.id,
        files.map((file) => file.blob_id),
      ),
    );
}

type AttachmentRow = typeof credentialAttachments.$inferSelect;

const presentAttachment = (attachment: AttachmentRow) => ({
  id: attachment.id,
  file_name: attachment.file_name,
  media_type: attachment.media_type,
  size: attachment.size,
  created_at: attachment.created_at.toISOString(),
});

/**
 * A credential's files. Each write is one transaction that first locks the credential's row, as
 * the generic delete does, so a file never lands on a credential being deleted.
 */
export function createCredentialsService({ db, blobs }: { db: Db; blobs: BlobStore }) {
  const audit = auditOf(credentialsImplementation);

  /** A file added or removed, in the audit log as a change of the credential's attachments. */
  const auditFile = (tx: Tx, id: string, ctx: AccessContext, action: 'attach' | 'detach', fileName: string) =>
    recordFileAudit(
      tx,
      { actor: ctx.user.id, object: 'cv_library/projects', recordId: id, field: 'attachments', fileName },
      action,
    );
  /**
   * The check a route makes before reading anything else of the request: 403 when the caller may
   * not, 404 when there is no such credential, 400 for an id that is no id. Writes check again
   * under the row lock.
   */
  async function authorize(id: string, operation: Operation, ctx: AccessContext): Promise<void> {
    await assertRowAccess(db, credentialsImplementation, id, RULES[operation], ctx);
  }

  /** Locks the credential for the rest of `tx`: 404 if it is gone, 403 if the caller may not. */
  async function lockAllowed(tx: Tx, id: string, operation: Operation, ctx: AccessContext): Promise<void> {
    await assertRowAccess(tx, credentialsImplementation, id, RULES[operation], ctx, {
      lock: true,
      missing: 'credentials.credentialGone',
    });
  }

  /** The upload into the store, then `record` in the transaction that inserts its blob row. */
  function store<T>(
    upload: StreamedFile,
    ctx: AccessContext,
    meter: (bytes: number) => void,
    record: (blob: BlobInfo, tx: Tx) => Promise<T>,
  ): Promise<T> {
    return blobs.create(
      upload.stream,
      {
        ...documentRules(meter, CREDENTIAL_FILE_REFUSALS),
        name: (mediaType) => storedName(upload.filename, mediaType),
        ownerId: ctx.user.id,
      },
      record,
    );
  }

  async function linkFile(tx: Tx, credentialId: string, blob: BlobInfo, ctx: AccessContext) {
    const [row] = await tx
      .insert(credentialAttachments)
      .values({
        credential_id: credentialId,
        blob_id: blob.id,
        file_name: blob.name!,
        media_type: blob.contentType,
        size: blob.size,
        uploaded_by: ctx.user.id,
      })
      .returning();
    return row!;
  }

  return {
    authorize,

    /**
     * Streams the file into the store, then links it in one transaction that locks the
     * credential: a refused or failed upload leaves nothing behind.
     */
    async addAttachment(
      id: string,
      upload: StreamedFile,
      ctx: AccessContext,
      meter: (bytes: number) => void,
    ) {
      await refuseWhenFull(db, id);
      const attachment = await store(upload, ctx, meter, async (blob, tx) => {
        await lockAllowed(tx, id, 'update', ctx);
        await refuseWhenFull(tx, id);
        const row = await linkFile(tx, id, blob, ctx);
        await tx.update(credentials).set({ updated_at: new Date() }).where(eq(credentials.id, id));
        await auditFile(tx, id, ctx, 'attach', row.file_name);
        return row;
      });
      return { ...presentAttachment(attachment), ...message('credentials.uploaded') };
    },

    /**
     * A new credential and its first file in one operation: the form's `credential` field is
     * checked before the file is read, and the credential is inserted in the transaction that
     * records the file, so a failed upload leaves no credential, and a retry no duplicate.
     */
    async createWithFile(upload: StreamedFile, ctx: AccessContext, meter: (bytes: number) => void) {
      if (!ctx.can('credentials', 'create')) throw forbidden();
      const input = parseInput(CredentialInput, parseJsonField(upload.fields.credential));
      return store(upload, ctx, meter, async (blob, tx) => {
        const [created] = await tx
          .insert(credentials)
          .values(await credentialToInsert(input, { ...ctx, tx }))
          .returning();
        // As the generic create records it, then the file it came with.
        await audit?.record(tx, ctx.user.id, 'create', null, await audit.state(tx, created!));
        const attachment = await linkFile(tx, created!.id, blob, ctx);
        await auditFile(tx, created!.id, ctx, 'attach', attachment.file_name);
        return {
          id: created!.id,
          attachment: presentAttachment(attachment),
          ...message('credentials.createdWithFile'),
        };
      });
    },

    async removeAttachment(id: string, attachmentId: string, ctx: AccessContext) {
      await db.transaction(async (tx) => {
        await lockAllowed(tx, id, 'update', ctx);
        const [removed] = await tx
          .delete(credentialAttachments)
          .where(and(eq(credentialAttachments.id, attachmentId), eq(credentialAttachments.credential_id, id)))
          .returning({ blob_id: credentialAttachments.blob_id, file_name: credentialAttachments.file_name });
        if (!removed) throw notFound();
        await blobs.remove(removed.blob_id, tx);
        await tx.update(credentials).set({ updated_at: new Date() }).where(eq(credentials.id, id));
        await auditFile(tx, id, ctx, 'detach', removed.file_name);
      });
      return message('deleted');
    },

    /** The file as stored; the route has authorized reading the credential. */
    async attachment(id: string, attachmentId: string): Promise<BlobInfo & { fileName: string }> {
      const [file] = await db
        .select()
        .from(credentialAttachments)
        .where(and(eq(credentialAttachments.id, attachmentId), eq(credentialAttachments.credential_id, id)));
      const blob = file && (await blobs.info(file.blob_id));
      if (!file || !blob) throw notFound();
      return { ...blob, fileName: file.file_name };
    },
  };
}

/** 409 when the credential already holds its most files (checked again under the lock). */
async function refuseWhenFull(tx: Db | Tx, id: string): Promise<void> {
  const [held] = await tx
    .select({ n: count() })
    .from(credentialAttachments)
    .where(eq(credentialAttachments.credential_id, id));
  if ((held?.n ?? 0) >= CREDENTIAL_ATTACHMENTS_MAX) throw conflict('credentials.tooManyAttachments');
}

/**
 * A form field holding JSON; anything unreadable is refused like a missing field, and what it holds
 * is checked as a JSON body is before validation (the multipart parser bypasses that hook).
 */
function parseJsonField(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw badRequest('invalidInput', { credential: 'invalidInput' });
  }
  const fault = inputFault(value);
  if (fault) refuseInputFault(fault);
  return value;
}

export type CredentialsService = ReturnType<typeof createCredentialsService>;
