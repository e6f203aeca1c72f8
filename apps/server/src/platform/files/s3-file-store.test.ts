import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../../modules/people/testing/multipart.ts';
import { startS3Server, TEST_BUCKET } from '../../test/s3-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createS3FileStore } from './s3-file-store.ts';
import { StoredFileMissing } from './file-store.ts';

const PDF = 'application/pdf';
const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]);

describe('the S3 file store, against an S3 protocol server', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let t: TestApp;
  let objects: () => Promise<string[]>;

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp(s3.env);
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.env.S3_ENDPOINT,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    objects = async () =>
      ((await client.send(new ListObjectsV2Command({ Bucket: TEST_BUCKET }))).Contents ?? []).map(
        (object) => object.Key!,
      );
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const store = () =>
    createS3FileStore({
      driver: 's3',
      bucket: TEST_BUCKET,
      region: 'us-east-1',
      endpoint: s3.env.S3_ENDPOINT,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });

  it('writes a stream larger than one part, reads it back whole and by range, and removes it', async () => {
    const key = '6f1c1f5e-0000-4000-8000-000000000001';
    const bytes = randomBytes(9 * 1024 * 1024); // two parts of the multipart upload
    await store().write(key, Readable.from([bytes.subarray(0, 5_000_000), bytes.subarray(5_000_000)]));
    expect((await buffer(await store().read(key))).equals(bytes)).toBe(true);
    expect(
      (await buffer(await store().read(key, { start: 10, end: 19 }))).equals(bytes.subarray(10, 20)),
    ).toBe(true);
    expect(await store().exists(key)).toBe(true);
    await store().remove(key);
    expect(await objects()).not.toContain(key);
    // A missing object is told apart from a failing store: the download answers 404, not 500.
    await expect(store().read(key)).rejects.toBeInstanceOf(StoredFileMissing);
    expect(await store().exists(key)).toBe(false);
  });

  it('leaves no object when the source fails midway', async () => {
    const key = '6f1c1f5e-0000-4000-8000-000000000002';
    const failing = new Readable({
      read() {
        this.push(randomBytes(64 * 1024));
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(store().write(key, failing)).rejects.toThrow('connection lost');
    expect(await objects()).not.toContain(key);
  });

  it('serves the app: an attachment goes to the bucket, comes back by range, and a refused one leaves nothing', async () => {
    await t.listValues('client', 'C');
    const seller = await t.signedIn();
    const api = '/api/c13s/v2/cv_library/projects';
    const credential = (
      await seller.request({ method: 'POST', url: api, payload: { name: 'S3', client: 'C' } })
    ).json().id;
    const bytes = pdfOf(200_000);
    const send = (file: Buffer) =>
      seller.request({
        method: 'POST',
        url: `${api}/${credential}/attachments`,
        ...multipartFile({ bytes: file, filename: 'deck.pdf', contentType: PDF }),
      });
    const before = await objects();
    const uploaded = await send(bytes);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(await objects()).toHaveLength(before.length + 1);

    const url = `${api}/${credential}/attachments/${uploaded.json().id}`;
    const whole = await seller.request({ method: 'GET', url });
    expect(whole.headers.etag).toBe(`"${createHash('sha256').update(bytes).digest('hex')}"`);
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const part = await seller.request({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);

    expect((await send(Buffer.from('not a deck'.repeat(1000)))).statusCode).toBe(415);
    expect(await objects()).toHaveLength(before.length + 1);
  });
});
