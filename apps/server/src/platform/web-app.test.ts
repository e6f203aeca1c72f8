import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTempDirs } from '../test/temp-dirs.ts';
import { installCompression } from './compression.ts';
import { installWebApp } from './web-app.ts';

/** A bundle as the build leaves it: the file, and its brotli and gzip copies beside it. */
function writeBundle(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
}

describe('the web app', () => {
  const dist = useTempDirs('web')();
  const app = Fastify();
  const bundle = `console.log(${JSON.stringify(Array.from({ length: 600 }, (_, i) => `item${i * 7}`))});`;

  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Atrium</title>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeBundle(path.join(dist, 'assets', 'main-fff999.js'), bundle);
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    // As in app.ts: API compression first, so it sees the files that arrive compressed already.
    await installCompression(app);
    await installWebApp(app, dist, { firmTimeZone: 'Europe/Paris' });
  });
  afterAll(() => app.close());

  it('serves hashed assets for a year, and one built after start too', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    writeFileSync(path.join(dist, 'assets', 'later-def456.js'), 'console.log(2)');
    expect((await app.inject({ method: 'GET', url: '/assets/later-def456.js' })).statusCode).toBe(200);
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    const missing = await app.inject({ method: 'GET', url: '/assets/gone-000.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<title>Atrium');
  });

  it('answers index.html for client routes, uncached', async () => {
    for (const url of ['/', '/home', '/profile/42', '/solutions-page=2']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<title>Atrium');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    expect((await app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
  });

  it('sends the brotli or gzip copy the build wrote when the browser accepts it', async () => {
    const url = '/assets/main-fff999.js';
    // The very bytes the build wrote, not a copy compressed again at each request.
    const written = (extension: string) => readFileSync(path.join(dist, `${url}${extension}`));
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.equals(written('.br'))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bundle);

    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(written('.gz'))).toBe(true);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bundle);

    const plain = await app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bundle);
  });
});
