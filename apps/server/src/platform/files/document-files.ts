import path from 'node:path';
import {
  ATTACHMENT_BYTES_MAX,
  ATTACHMENT_TYPES,
  type AttachmentMediaType,
  type ServerMessageKey,
} from '@atrium/contract';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { accessContext } from '../c13s/c13s.routes.ts';
import { HttpError } from '../http-errors.ts';
import { streamedFile, type StreamedFile } from './upload.ts';
import type { UploadRules } from './upload-inspector.ts';

const FILE_NAME_MAX = 200;

/** What an area answers, in its own words, for a document it refuses. */
export type DocumentRefusals = {
  missing: ServerMessageKey;
  tooLarge: ServerMessageKey;
  type: ServerMessageKey;
};

/**
 * The type is read from the bytes, never from the name or the declared type: a PDF, or an Office
 * zip whose parts say PPTX, DOCX or XLSX (file-type looks inside the zip's first entries).
 */
async function documentType(head: Buffer, refused: ServerMessageKey): Promise<AttachmentMediaType> {
  // A zip cut short at the sample's end may not parse: that is "not a type we accept".
  const detected = await fileTypeFromBuffer(head).catch(() => undefined);
  const mediaType = detected?.mime as AttachmentMediaType | undefined;
  if (!mediaType || !(mediaType in ATTACHMENT_TYPES)) throw new HttpError(415, refused);
  return mediaType;
}

/**
 * What a document attached to a record (a credential's deck, a group's assets) must be while it
 * streams in: at most 50 MB, of an accepted type.
 */
export function documentRules(meter: (bytes: number) => void, refusals: DocumentRefusals): UploadRules {
  return {
    maxBytes: ATTACHMENT_BYTES_MAX,
    tooLarge: refusals.tooLarge,
    empty: refusals.missing,
    detectType: (head) => documentType(head, refusals.type),
    meter,
  };
}

/**
 * The stored name keeps what the person called it, without any folder, ending with the
 * extension of what it really is.
 */
export function storedName(given: string, mediaType: string): string {
  const extension = ATTACHMENT_TYPES[mediaType as AttachmentMediaType];
  const base = path.posix
    .basename(given.replace(/\\/g, '/'))
    // Control characters would break headers and logs.
    .replace(/\p{Cc}/gu, '')
    .trim();
  const stem = base.replace(/\.[^.]*$/, '').slice(0, FILE_NAME_MAX) || 'file';
  return `${stem}.${extension}`;
}

/**
 * A document sent to an upload route, as a stream not yet read, given to `store` with one of the
 * caller's upload slots (429 when they have none left), held until `store` is done.
 */
export async function receiveDocument<T>(
  request: FastifyRequest,
  options: { missing: ServerMessageKey; fieldBytesMax?: number },
  store: (upload: StreamedFile, meter: (bytes: number) => void) => Promise<T>,
): Promise<T> {
  const slot = request.server.files.limits.uploads.begin(accessContext(request).user.id);
  try {
    return await store(
      await streamedFile(request, { maxBytes: ATTACHMENT_BYTES_MAX, ...options }),
      slot.meter,
    );
  } finally {
    slot.end();
  }
}
