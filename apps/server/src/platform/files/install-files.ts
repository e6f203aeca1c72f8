import type { FastifyInstance } from 'fastify';
import type { FilesConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { createBlobStore } from './blob-store.ts';
import { createFileStore } from './file-store.ts';
import { createFileLimits } from './person-limits.ts';
import { createPdfConverter } from './pdf-converter.ts';
import { loggableError } from '../loggable-error.ts';

const SWEEP_EVERY_MS = 60_000;

/**
 * The file store and its caps, as `app.files`. At start: bytes still in the database move to the
 * store (idempotent, resumable), crashes' leftovers go; then deleted files are swept every minute.
 */
export async function installFiles(
  app: FastifyInstance,
  config: FilesConfig,
  db: Db,
  sofficePath?: string,
): Promise<void> {
  const store = createFileStore(config);
  const blobs = createBlobStore(db, store, app.log);
  const moved = await blobs.moveLegacyBlobs();
  if (moved > 0) app.log.info({ moved }, 'files moved out of the database into the file store');
  await store.sweepLeftovers();

  const sweep = () =>
    void blobs
      .sweep()
      .catch((error: unknown) => app.log.error({ err: loggableError(error) }, 'file sweep failed'));
  sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS).unref();
  app.addHook('onClose', async () => clearInterval(timer));
  const pdf = await createPdfConverter({ sofficePath });
  app.addHook('onClose', () => pdf.close());
  app.decorate('files', { blobs, limits: createFileLimits(), pdf });
}
