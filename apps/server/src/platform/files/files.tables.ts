import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';

/** Raw bytes; PGlite answers a Uint8Array where node-postgres answers a Buffer, so both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Stored files (pictures, attachments), kept in the database so every server instance sees the
 * same ones and a database backup holds them too. Rows are written only through the BlobStore.
 */
export const blobs = pgTable('blobs', {
  id: id(),
  content_type: text('content_type').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  /** Hex SHA-256 of `bytes`: an integrity check and a ready-made ETag. */
  sha256: text('sha256').notNull(),
  created_at: createdAt(),
});
