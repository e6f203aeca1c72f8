import { customType, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { users } from '../users/users.tables.ts';

/** Raw bytes; PGlite answers a Uint8Array where node-postgres answers a Buffer, so both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Stored files (pictures, attachments): what is known of each. The bytes are in the file store
 * (file-store.ts) under the row's id. Rows are written only through the BlobStore.
 */
export const blobs = pgTable('blobs', {
  id: id(),
  content_type: text('content_type').notNull(),
  size: integer('size').notNull(),
  /**
   * Bytes of a file stored before files left the database; moved to the file store and emptied at
   * start (moveLegacyBlobs). Never written.
   */
  bytes: bytea('bytes'),
  /** Hex SHA-256 of the bytes: an integrity check and a ready-made ETag. */
  sha256: text('sha256').notNull(),
  /** The name it was uploaded with, when the file keeps one. */
  name: text('name'),
  owner_id: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
  created_at: createdAt(),
});

/**
 * Files of the store to remove once `due_at` has passed: a deleted blob's bytes (queued by a
 * trigger in the deleting transaction, so a rolled-back delete keeps them), and every upload while
 * it is under way (cleared when its blob row commits, so a crash mid-upload leaves nothing for long).
 */
export const fileDeletions = pgTable('file_deletions', {
  blob_id: uuid('blob_id').primaryKey(),
  due_at: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
});
