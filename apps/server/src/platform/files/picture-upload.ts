import { Readable } from 'node:stream';
import { PICTURE_MAX_BYTES, type ServerMessageKey } from '@atrium/contract';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/database.ts';
import { accessContext } from '../c13s/c13s.routes.ts';
import type { BlobInfo, BlobStore } from './blob-store.ts';
import { preparePicture, type PreparedPicture } from './pictures.ts';
import { readSingleFile } from './upload.ts';

/**
 * A picture sent to an upload route (a profile photo, a news cover, a post's picture): read within
 * the caller's upload allowance, checked and re-encoded, then kept by `store`. The allowance is
 * held until `store` is done, so a slow store cannot be used to pile uploads up.
 */
export async function receivePicture<T>(
  request: FastifyRequest,
  { maxSide, ...messages }: { missing: ServerMessageKey; tooLarge: ServerMessageKey; maxSide?: number },
  store: (picture: PreparedPicture, caller: string) => Promise<T>,
): Promise<T> {
  const caller = accessContext(request).user.id;
  const slot = request.server.files.limits.uploads.begin(caller);
  try {
    const upload = await readSingleFile(request, { maxBytes: PICTURE_MAX_BYTES, ...messages });
    slot.meter(upload.length);
    return await store(await preparePicture(upload, maxSide), caller);
  } finally {
    slot.end();
  }
}

/**
 * Keeps a prepared picture in the blob store; `record` links it to what shows it, in the same
 * transaction (nothing is left behind when it refuses). The picture is checked already: the
 * store's own rules only hold it to what it is.
 */
export function storePicture<T>(
  blobs: BlobStore,
  picture: PreparedPicture,
  ownerId: string,
  record: (blob: BlobInfo, tx: Tx) => Promise<T>,
): Promise<T> {
  const rules = {
    maxBytes: picture.bytes.length,
    tooLarge: 'people.pictureTooLarge' as const,
    empty: 'people.pictureMissing' as const,
    detectType: async () => picture.contentType,
    ownerId,
  };
  return blobs.create(Readable.from([picture.bytes]), rules, record);
}
