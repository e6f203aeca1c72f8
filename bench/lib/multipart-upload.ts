import { Readable } from 'node:stream';

const BOUNDARY = '----atrium-bench';

/**
 * The upload's multipart body in 1 MB slices, as a browser streams a file: building it whole
 * would stall this process (the probes' timings) rather than the server.
 */
async function* multipartBody(file: Buffer, filename: string, type: string): AsyncGenerator<Buffer> {
  yield Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  for (let at = 0; at < file.length; at += 1024 * 1024) yield file.subarray(at, at + 1024 * 1024);
  yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
}

/** A POST of one file as multipart/form-data, streamed, signed in with `cookie`. */
export function uploadRequest(file: Buffer, filename: string, type: string, cookie: string): RequestInit {
  return {
    method: 'POST',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: Readable.toWeb(Readable.from(multipartBody(file, filename, type))) as ReadableStream<Uint8Array>,
    duplex: 'half',
  } as RequestInit;
}
