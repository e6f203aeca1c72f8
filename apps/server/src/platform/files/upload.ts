import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ServerMessageKey } from '@atrium/contract';

import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../http-errors.ts';
import { inputFault, refuseInputFault } from '../text-input-guard.ts';

/** Few and short text fields may come with the file (a form's hidden inputs); nothing else is read. */
const FIELDS_MAX = 5;
const FIELD_BYTES_MAX = 1024;

/**
 * The one file of a multipart upload, held in memory up to `maxBytes` (the app's JSON body limit
 * does not apply to multipart, so each upload route says its own), joined a step at a time. For small files that are
 * transformed whole (pictures); other uploads stream (`streamedFile`). Refuses a request that is
 * not multipart (415), has no file (400) or a file too large (413, `tooLarge` as the message).
 */
export async function readSingleFile(
  request: FastifyRequest,
  {
    maxBytes,
    missing,
    tooLarge,
  }: { maxBytes: number; missing: ServerMessageKey; tooLarge: ServerMessageKey },
): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, 'unsupportedMediaType');
  const part = await firstFile(request, {
    limits: {
      fileSize: maxBytes,
      files: 1,
      fields: FIELDS_MAX,
      fieldSize: FIELD_BYTES_MAX,
      parts: FIELDS_MAX + 1,
    },
  });
  if (!part) throw badRequest(missing, { file: missing });
  const chunks: Buffer[] = [];
  try {
    // Stopped by busboy one byte past `maxBytes`: `truncated` then says so.
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
  } catch (error) {
    throw asClientError(error);
  }
  if (part.file.truncated) throw new HttpError(413, tooLarge);
  return joined(chunks);
}

/** Bytes copied per turn of the event loop when joining an upload's chunks. */
const JOIN_STEP_BYTES = 512 * 1024;

/**
 * The chunks as one buffer, copied a step at a time, other requests served in between: the first
 * touch of fresh memory can be slow (50 MB copied at once held the event loop over a second on
 * the CI machine), so it is not done in one go.
 */
async function joined(chunks: Buffer[]): Promise<Buffer> {
  const whole = Buffer.allocUnsafe(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  let sinceTurn = 0;
  for (const chunk of chunks) {
    chunk.copy(whole, offset);
    offset += chunk.length;
    sinceTurn += chunk.length;
    if (sinceTurn >= JOIN_STEP_BYTES) {
      sinceTurn = 0;
      await nextTurn();
    }
  }
  return whole;
}

/**
 * The first file part, or undefined when the body has none. A body the multipart parser cannot
 * read (no boundary, another boundary, cut in a part's headers…) is the client's error: 400.
 */
async function firstFile(request: FastifyRequest, options: Parameters<FastifyRequest['file']>[0]) {
  try {
    return await request.file(options);
  } catch (error) {
    throw asClientError(error);
  }
}

/** The parser's own errors (busboy's carry no status) become a 400; refusals with a status stay. */
function asClientError(error: unknown): unknown {
  if (error instanceof HttpError || (error as { statusCode?: number }).statusCode !== undefined) return error;
  return badRequest('uploadMalformed');
}

export type StreamedFile = { stream: Readable; filename: string; fields: Record<string, string> };

/**
 * The file of a multipart upload as a stream, not yet read, with the text fields sent before it
 * (a form puts its fields first). The stream stops one byte past `maxBytes`, so whoever reads it
 * sees the excess and refuses (UploadInspector); a field longer than `fieldBytesMax` is a 413.
 */
export async function streamedFile(
  request: FastifyRequest,
  {
    maxBytes,
    missing,
    fieldBytesMax = FIELD_BYTES_MAX,
  }: { maxBytes: number; missing: ServerMessageKey; fieldBytesMax?: number },
): Promise<StreamedFile> {
  if (!request.isMultipart()) throw new HttpError(415, 'unsupportedMediaType');
  // `file()` reads up to the first file part and leaves it unread (the parts iterator would stop
  // the parser when left early); the fields sent before it come with it.
  const part = await firstFile(request, {
    limits: {
      fileSize: maxBytes + 1,
      files: 1,
      fields: FIELDS_MAX,
      fieldSize: fieldBytesMax,
      parts: FIELDS_MAX + 1,
    },
  });
  if (!part) throw badRequest(missing, { file: missing });
  // No prototype: a field named `__proto__` is a field like any other.
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const field of Object.values(part.fields).flat()) {
    if (!field || field.type !== 'field') continue;
    if (field.valueTruncated) throw new HttpError(413, 'bodyTooLarge');
    fields[field.fieldname] = String(field.value);
  }
  // The JSON body's hook never sees a form's fields: the same check, names and values.
  const fault = inputFault(fields);
  if (fault) refuseInputFault(fault);
  return { stream: part.file, filename: part.filename, fields };
}
