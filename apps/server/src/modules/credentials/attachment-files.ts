import path from 'node:path';
import {
  ATTACHMENT_BYTES_MAX,
  ATTACHMENT_TYPES,
  CREDENTIAL_MESSAGES,
  MESSAGES,
  type AttachmentMediaType,
} from '@atrium/contract';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError, badRequest } from '../../platform/http-errors.ts';

const FILE_NAME_MAX = 200;

export type CheckedFile = { bytes: Buffer; fileName: string; mediaType: AttachmentMediaType };

/**
 * The one file of a multipart upload with its name, up to 50 MB. (platform/files/upload.ts reads
 * the bytes only; a credential's files keep the name they were given.)
 */
async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; name: string }> {
  if (!request.isMultipart()) throw new HttpError(415, MESSAGES.unsupportedMediaType);
  const part = await request.file({ limits: { fileSize: ATTACHMENT_BYTES_MAX, files: 1, fields: 5 } });
  if (!part) throw badRequest(CREDENTIAL_MESSAGES.fileMissing, { file: CREDENTIAL_MESSAGES.fileMissing });
  try {
    return { bytes: await part.toBuffer(), name: part.filename };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, CREDENTIAL_MESSAGES.fileTooLarge);
    }
    throw error;
  }
}

/**
 * The type is read from the bytes, never from the name or the declared type: a PDF, or an Office
 * zip whose parts say PPTX, DOCX or XLSX (file-type looks inside the zip). The stored name keeps
 * what the person called it, without any folder, ending with the extension of what it really is.
 */
export async function readAttachment(request: FastifyRequest): Promise<CheckedFile> {
  const { bytes, name } = await readUpload(request);
  if (bytes.length === 0)
    throw badRequest(CREDENTIAL_MESSAGES.fileMissing, { file: CREDENTIAL_MESSAGES.fileMissing });
  const detected = await fileTypeFromBuffer(bytes);
  const mediaType = detected?.mime as AttachmentMediaType | undefined;
  if (!mediaType || !(mediaType in ATTACHMENT_TYPES)) throw new HttpError(415, CREDENTIAL_MESSAGES.fileType);
  return { bytes, fileName: storedName(name, ATTACHMENT_TYPES[mediaType]), mediaType };
}

function storedName(given: string, extension: string): string {
  const base = path.posix
    .basename(given.replace(/\\/g, '/'))
    // Control characters would break headers and logs.
    .replace(/\p{Cc}/gu, '')
    .trim();
  const stem = base.replace(/\.[^.]*$/, '').slice(0, FILE_NAME_MAX) || 'file';
  return `${stem}.${extension}`;
}
