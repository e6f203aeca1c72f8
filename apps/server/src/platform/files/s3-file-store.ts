import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import type { FilesConfig } from '../../config.ts';
import { StoredFileMissing, type FileStore } from './file-store.ts';

/**
 * Files as objects of an S3 bucket (AWS, or any S3-compatible service with `S3_ENDPOINT`). An
 * upload of unknown length goes up in 8 MB parts (the multipart upload), so memory stays small;
 * a failed source aborts the multipart upload and no object appears.
 */
export function createS3FileStore(config: Extract<FilesConfig, { driver: 's3' }>): FileStore {
  const client = new S3Client({
    region: config.region,
    // Checksums only where S3 requires them: S3-compatible services do not all read the newer
    // streamed (aws-chunked) checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.endpoint && { endpoint: config.endpoint, forcePathStyle: true }),
    ...(config.credentials && { credentials: config.credentials }),
  });
  const Bucket = config.bucket;

  return {
    async write(key, source) {
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: source, ContentType: 'application/octet-stream' },
        partSize: 8 * 1024 * 1024,
        queueSize: 1,
      });
      // The SDK reads the source as an iterable, which does not reject on a destroyed stream.
      const failed = new Promise<never>((_, reject) => {
        if (source.errored) reject(source.errored);
        else source.once('error', reject);
      });
      failed.catch(() => undefined); // observed by the race below; later errors are of no interest
      try {
        await Promise.race([upload.done(), failed]);
      } catch (error) {
        await upload.abort().catch(() => undefined);
        source.destroy();
        throw error;
      }
    },

    async read(key, range) {
      const answer = await client
        .send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(range && { Range: `bytes=${range.start}-${range.end}` }),
          }),
        )
        .catch((error: unknown) => {
          throw isNotFound(error) ? new StoredFileMissing(key) : error;
        });
      if (!(answer.Body instanceof Readable)) throw new Error(`no body for ${key}`);
      return answer.Body;
    },

    async exists(key) {
      return client.send(new HeadObjectCommand({ Bucket, Key: key })).then(
        () => true,
        (error: unknown) => {
          if (isNotFound(error)) return false;
          throw error;
        },
      );
    },

    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    // A failed upload is aborted as it fails; one cut by a crash leaves parts that S3 keeps until
    // the bucket's lifecycle rule (AbortIncompleteMultipartUpload) removes them.
    async sweepLeftovers() {},
  };
}

/** S3 answers a missing object with NoSuchKey (GET) or a bare 404 (HEAD). */
function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}
