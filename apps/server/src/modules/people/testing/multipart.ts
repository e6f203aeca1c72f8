import { randomUUID } from 'node:crypto';

/**
 * A multipart/form-data body with one file, as a browser's form would send it: text `fields`
 * first, then the file. `cutShort` leaves out the closing boundary, as a dropped connection would.
 */
export function multipartFile({
  bytes,
  filename,
  contentType,
  field = 'file',
  fields = {},
  cutShort = false,
}: {
  bytes: Buffer;
  filename: string;
  contentType: string;
  field?: string;
  fields?: Record<string, string>;
  cutShort?: boolean;
}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----atrium-${randomUUID()}`;
  const texts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head =
    `${texts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
    `Content-Type: ${contentType}\r\n\r\n`;
  const tail = cutShort ? '' : `\r\n--${boundary}--\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(tail)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
