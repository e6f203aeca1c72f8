import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loggableError } from './loggable-error.ts';

/** How many of the newest stored files one check looks up in the store. */
const FILES_CHECKED = 1_000;
/** A check is reused this long: a monitoring probe every few seconds costs no more look-ups. */
const FILES_CHECK_TTL_MS = 60_000;

const FilesCheck = z.object({
  /** Stored files looked up (the newest ones, at most 1,000). */
  checked: z.number().int(),
  /** Of those, files the database lists and the store lacks: restore the files of the backup. */
  missing: z.number().int(),
});

/**
 * `GET /api/health`: 200 when the database answers, 503 otherwise. It also counts stored files
 * the database lists but the store lacks (a database restored without its files): counts only,
 * as anyone may read this; the missing files' ids go to the log for the operator.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  let lastCheck: { at: number; result: Promise<z.infer<typeof FilesCheck>> } | undefined;
  const checkFiles = () => {
    if (!lastCheck || Date.now() - lastCheck.at > FILES_CHECK_TTL_MS) {
      const result = app.files.blobs.missingFiles(FILES_CHECKED).then(({ checked, missing }) => {
        if (missing.length > 0) {
          app.log.warn({ missing }, 'stored files listed in the database are missing from the file store');
        }
        return { checked, missing: missing.length };
      });
      lastCheck = { at: Date.now(), result };
      // A failed check is not kept: the next probe tries again.
      result.catch(() => (lastCheck = undefined));
    }
    return lastCheck.result;
  };

  app.get(
    '/health',
    {
      schema: {
        operationId: 'health',
        tags: ['platform'],
        response: {
          200: z.object({ status: z.literal('ok'), files: FilesCheck }),
          503: z.object({ status: z.literal('unavailable') }),
        },
      },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, files: await checkFiles() };
      } catch (error) {
        request.log.error({ err: loggableError(error) }, 'health check: database or file store unavailable');
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );
};
