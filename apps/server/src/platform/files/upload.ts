import { MESSAGES } from '@atrium/contract';
import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../http-errors.ts';

/** Few and short text fields may come with the file (a form's hidden inputs); nothing else is read. */
const FIELDS_MAX = 5;
const FIELD_BYTES_MAX = 1024;

/**
 * The one file of a multipart upload, held in memory up to `maxBytes` (the app's JSON body limit
 * does not apply to multipart, so each upload route says its own). Refuses a request that is not
 * multipart (415), has no file (400) or a file too large (413, `tooLarge` as the message).
 */
export async function readSingleFile(
  request: FastifyRequest,
  { maxBytes, missing, tooLarge }: { maxBytes: number; missing: string; tooLarge: string },
): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, MESSAGES.unsupportedMediaType);
  const part = await request.file({
    limits: {
      fileSize: maxBytes,
      files: 1,
      fields: FIELDS_MAX,
      fieldSize: FIELD_BYTES_MAX,
      parts: FIELDS_MAX + 1,
    },
  });
  if (!part) throw badRequest(missing, { file: missing });
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, tooLarge);
    throw error;
  }
}
