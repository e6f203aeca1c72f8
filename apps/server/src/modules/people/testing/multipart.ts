import { randomUUID } from 'node:crypto';

/** A multipart/form-data body with one file, as a browser's form would send it. */
export function multipartFile({
  bytes,
  filename,
  contentType,
  field = 'file',
}: {
  bytes: Buffer;
  filename: string;
  contentType: string;
  field?: string;
}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----atrium-${randomUUID()}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
    `Content-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
