import { message } from '@atrium/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BlobInfo, BlobStore } from './blob-store.ts';
import { contentDisposition } from './content-disposition.ts';
import { HttpError } from '../http-errors.ts';
import { StoredFileMissing, type ByteRange } from './file-store.ts';

/**
 * Types a browser may show in place: images and PDFs. Even these open in a sandbox (no script,
 * no same-origin access), and everything else is a download, so an uploaded HTML or SVG file can
 * never run as the app.
 */
const SHOWN_INLINE = /^(image\/(jpeg|png|webp|gif)|application\/pdf)$/;

/**
 * Streams a stored file: `Content-Length`, the SHA-256 as a strong `ETag` (304 on a match),
 * single byte ranges (206, or 416 past the end; `If-Range` falls back to the whole file when the
 * file changed), `Content-Disposition` with the real name (RFC 6266), `nosniff`.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  blobs: BlobStore,
  file: BlobInfo & { fileName: string },
) {
  const etag = `"${file.sha256}"`;
  const inline = SHOWN_INLINE.test(file.contentType);
  reply
    .header('etag', etag)
    .header('accept-ranges', 'bytes')
    // Revalidated at every use: a changed file shows at once, an unchanged one costs a 304.
    .header('cache-control', 'private, no-cache')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.fileName));
  if (inline) reply.header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'");
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();

  const ifRange = request.headers['if-range'];
  const wanted = ifRange === undefined || ifRange === etag ? request.headers.range : undefined;
  const range = wanted === undefined ? undefined : parseRange(wanted, file.size);
  if (range === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${file.size}`).send();
  }
  const body = await blobs.open(file.id, range).catch(missingAs404(file.fileName));
  reply.type(file.contentType);
  if (!range) return reply.header('content-length', file.size).send(body);
  return reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(body);
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === etag || tag === '*';
  });
}

/**
 * One `bytes=` range (RFC 9110 §14.1.2): `a-b`, `a-` or the last `-n` bytes. Several ranges, or a
 * header that is not a byte range, answer the whole file (`undefined`), as the RFC allows.
 */
export function parseRange(header: string, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [, first, last] = match;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return end < start ? undefined : { start, end };
}

/**
 * For a read's `.catch`: a file listed in the database but absent from the store (files not
 * restored with the database) answers 404 naming it, rather than a server error.
 */
export function missingAs404(fileName: string): (error: unknown) => never {
  return (error) => {
    throw error instanceof StoredFileMissing
      ? new HttpError(404, message('files.missing', { name: fileName }))
      : error;
  };
}
