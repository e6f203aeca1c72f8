import path from 'node:path';
import { ATTACHMENT_BYTES_MAX, ATTACHMENT_TYPES, type AttachmentMediaType } from '@atrium/contract';
import { fileTypeFromBuffer } from 'file-type';
import type { UploadRules } from '../../platform/files/upload-inspector.ts';
import { HttpError } from '../../platform/http-errors.ts';

const FILE_NAME_MAX = 200;

/**
 * The type is read from the bytes, never from the name or the declared type: a PDF, or an Office
 * zip whose parts say PPTX, DOCX or XLSX (file-type looks inside the zip's first entries).
 */
async function attachmentType(head: Buffer): Promise<AttachmentMediaType> {
  // A zip cut short at the sample's end may not parse: that is "not a type we accept".
  const detected = await fileTypeFromBuffer(head).catch(() => undefined);
  const mediaType = detected?.mime as AttachmentMediaType | undefined;
  if (!mediaType || !(mediaType in ATTACHMENT_TYPES)) throw new HttpError(415, 'credentials.fileType');
  return mediaType;
}

/** What a credential's file must be while it streams in: at most 50 MB, of an accepted type. */
export function attachmentRules(meter: (bytes: number) => void): UploadRules {
  return {
    maxBytes: ATTACHMENT_BYTES_MAX,
    tooLarge: 'credentials.fileTooLarge',
    empty: 'credentials.fileMissing',
    detectType: attachmentType,
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
