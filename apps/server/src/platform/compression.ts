import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers gain less than the work and the header cost. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers (JSON) of at least 1 KB, brotli first, for browsers that accept it.
 * Registered before the web app and every route: the plugin hooks routes as they are declared.
 * The web build is compressed once at build time instead (served by web-app.ts, which the plugin
 * leaves alone because those files carry their Content-Encoding already). Stored files opt out
 * per route (`compress: false`): their Content-Length, ranges and ETag describe the bytes as
 * stored, and images, PDFs and zips are compressed already.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Clients send small JSON bodies; a compressed request body is not something the API accepts.
    globalDecompression: false,
  });
}

/** Route options of every file download: its bytes go out as stored, never compressed. */
export const SENT_AS_STORED = { compress: false } as const;
