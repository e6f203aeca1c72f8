import { randomBytes } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../modules/people/testing/multipart.ts';
import { useTestApp } from '../test/test-app-setup.ts';
import { COMPRESS_THRESHOLD_BYTES } from './compression.ts';

const br = { 'accept-encoding': 'gzip, deflate, br' };

describe('compressed answers', () => {
  const ctx = useTestApp();
  type Caller = Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  let caller: Caller;

  beforeAll(async () => {
    await ctx().listValues('client', 'C');
    caller = await ctx().signedIn();
    for (let i = 0; i < 12; i++) await ctx().createPerson({ job_title: `Consultant ${i}` });
  });

  it('compresses a large JSON answer with brotli when the browser accepts it', async () => {
    const url = '/api/c13s/v2/cv_library/users/search?size=50';
    const plain = await caller.request({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(4 * COMPRESS_THRESHOLD_BYTES);

    const compressed = await caller.request({ method: 'GET', url, headers: br });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const body = JSON.parse(brotliDecompressSync(compressed.rawPayload).toString());
    expect(body).toEqual(plain.json());
    expect(body.total).toBe(13);
  });

  it('leaves a small JSON answer as it is', async () => {
    const health = await ctx().app.inject({ method: 'GET', url: '/api/health', headers: br });
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok', files: { checked: 0, missing: 0 } });
  });

  it('sends a stored file as stored: whole with its length, or the asked range as 206', async () => {
    const credential = await caller.request({
      method: 'POST',
      url: '/api/c13s/v2/cv_library/projects',
      payload: { name: 'Compressed?', client: 'C' },
    });
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(20_000)]);
    const uploaded = await caller.request({
      method: 'POST',
      url: `/api/c13s/v2/cv_library/projects/${credential.json().id}/attachments`,
      ...multipartFile({ bytes, filename: 'deck.pdf', contentType: 'application/pdf' }),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const url = `/api/c13s/v2/cv_library/projects/${credential.json().id}/attachments/${uploaded.json().id}`;

    const whole = await caller.request({ method: 'GET', url, headers: br });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.headers['content-length']).toBe(String(bytes.length));
    expect(whole.rawPayload.equals(bytes)).toBe(true);

    const part = await caller.request({ method: 'GET', url, headers: { ...br, range: 'bytes=100-1099' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${bytes.length}`);
    expect(part.headers['content-length']).toBe('1000');
    expect(part.rawPayload.equals(bytes.subarray(100, 1100))).toBe(true);
  });
});
