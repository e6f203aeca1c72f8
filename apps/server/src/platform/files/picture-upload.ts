import { PICTURE_MAX_BYTES } from '@atrium/contract';
import type { FastifyRequest } from 'fastify';
import { accessContext } from '../c13s/c13s.routes.ts';
import { preparePicture, type PreparedPicture } from './pictures.ts';
import { readSingleFile } from './upload.ts';

/**
 * A picture sent to an upload route (a profile photo, a news cover, a post's picture): read within
 * the caller's upload allowance, checked and re-encoded, then kept by `store`. The allowance is
 * held until `store` is done, so a slow store cannot be used to pile uploads up.
 */
export async function receivePicture<T>(
  request: FastifyRequest,
  messages: { missing: string; tooLarge: string },
  store: (picture: PreparedPicture, caller: string) => Promise<T>,
): Promise<T> {
  const caller = accessContext(request).user.id;
  const slot = request.server.files.limits.uploads.begin(caller);
  try {
    const upload = await readSingleFile(request, { maxBytes: PICTURE_MAX_BYTES, ...messages });
    slot.meter(upload.length);
    return await store(await preparePicture(upload), caller);
  } finally {
    slot.end();
  }
}
