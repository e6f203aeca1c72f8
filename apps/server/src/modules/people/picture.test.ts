import { rmSync } from 'node:fs';
import path from 'node:path';
import { PICTURE_MAX_BYTES, PICTURE_MAX_SIDE } from '@atrium/contract';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { blobs } from '../../platform/files/files.tables.ts';
import { users } from '../../platform/users/users.tables.ts';
import { useTestApp } from '../../test/test-app-setup.ts';
import { multipartFile } from './testing/multipart.ts';

const api = '/api/c13s/v2/cv_library/users';
type Person = Awaited<ReturnType<ReturnType<ReturnType<typeof useTestApp>>['signedIn']>>;

/** A real image made here, with EXIF data an upload must not keep. */
const image = (format: 'png' | 'jpeg' | 'webp', width = 1200, height = 800, background = '#1DE9B6') =>
  sharp({ create: { width, height, channels: 3, background } })
    .withExif({ IFD0: { Artist: 'Secret Photographer' } })
    .toFormat(format)
    .toBuffer();

describe('profile pictures', () => {
  const ctx = useTestApp();
  let me: Person;
  let colleague: Person;
  let hr: Person;

  beforeAll(async () => {
    me = await ctx().signedIn();
    colleague = await ctx().signedIn();
    hr = await ctx().signedIn({ roles: ['HR'] });
  });

  const upload = (as: Person, userId: string, file: Parameters<typeof multipartFile>[0]) =>
    as.request({ method: 'POST', url: `${api}/${userId}/picture`, ...multipartFile(file) });
  const picture = (as: Person, userId: string, headers: Record<string, string> = {}) =>
    as.request({ method: 'GET', url: `${api}/${userId}/picture`, headers });
  const hasPicture = async (userId: string) =>
    (await ctx().db.select({ has: users.has_picture }).from(users).where(eq(users.id, userId)))[0]?.has;

  it('answers 404 while a person has no picture, to GET and HEAD alike', async () => {
    expect((await picture(me, colleague.user.id)).statusCode).toBe(404);
    const head = await me.request({ method: 'HEAD', url: `${api}/${colleague.user.id}/picture` });
    expect(head.statusCode).toBe(404);
  });

  it('takes a PNG, stores it as a JPEG at most 512 px with no metadata, and serves it with an ETag', async () => {
    const response = await upload(me, me.user.id, {
      bytes: await image('png'),
      filename: 'me.png',
      contentType: 'image/png',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 'people.pictureSaved', msg: 'Your picture has been saved' });
    expect(await hasPicture(me.user.id)).toBe(true);

    const served = await picture(colleague, me.user.id);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('private, no-cache');
    expect(served.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: PICTURE_MAX_SIDE, height: 341 });
    expect(stored.exif).toBeUndefined();

    const again = await picture(colleague, me.user.id, { 'if-none-match': served.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    const head = await colleague.request({ method: 'HEAD', url: `${api}/${me.user.id}/picture` });
    expect(head.statusCode).toBe(200);
  });

  it('accepts JPEG and WebP, and keeps a small picture at its own size', async () => {
    for (const format of ['jpeg', 'webp'] as const) {
      const response = await upload(me, me.user.id, {
        bytes: await image(format, 200, 300),
        filename: `small.${format}`,
        contentType: `image/${format}`,
      });
      expect(response.statusCode, format).toBe(200);
      const stored = await sharp((await picture(me, me.user.id)).rawPayload).metadata();
      expect(stored).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    }
  });

  it('replaces the previous picture and leaves no orphan image behind', async () => {
    const before = (await picture(me, me.user.id)).headers.etag;
    const [blobsBefore] = await ctx().db.select({ n: count() }).from(blobs);
    await upload(me, me.user.id, {
      bytes: await image('png', 600, 600, '#f5985e'),
      filename: 'new.png',
      contentType: 'image/png',
    });
    const after = await picture(me, me.user.id);
    expect(after.headers.etag).not.toBe(before);
    const [blobsAfter] = await ctx().db.select({ n: count() }).from(blobs);
    expect(blobsAfter?.n).toBe(blobsBefore?.n);
  });

  it('decides the type from the bytes: a text file named .png is refused with 415 and the old picture stays', async () => {
    const kept = (await picture(me, me.user.id)).headers.etag;
    const cases = [
      { bytes: Buffer.from('<svg onload="alert(1)"></svg>'), filename: 'me.png', contentType: 'image/png' },
      {
        bytes: await sharp(await image('png'))
          .gif()
          .toBuffer(),
        filename: 'me.png',
        contentType: 'image/png',
      },
      // A PNG signature over bytes that do not decode.
      {
        bytes: Buffer.concat([(await image('png')).subarray(0, 64), Buffer.alloc(256)]),
        filename: 'broken.png',
        contentType: 'image/png',
      },
    ];
    for (const file of cases) {
      const response = await upload(me, me.user.id, file);
      expect(response.statusCode, file.filename).toBe(415);
      expect(response.json().msg).toMatch(/JPEG, PNG or WebP|could not be read/);
    }
    expect((await picture(me, me.user.id)).headers.etag).toBe(kept);
  });

  it('refuses a file over 5 MB with 413 and keeps the old picture', async () => {
    const kept = (await picture(me, me.user.id)).headers.etag;
    const big = Buffer.concat([await image('png'), Buffer.alloc(PICTURE_MAX_BYTES + 1024 * 1024)]);
    const response = await upload(me, me.user.id, {
      bytes: big,
      filename: 'big.png',
      contentType: 'image/png',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'people.pictureTooLarge',
      msg: 'The picture must be at most 5 MB',
    });
    expect((await picture(me, me.user.id)).headers.etag).toBe(kept);
  });

  it('refuses a request without a file (400) or that is not multipart (415)', async () => {
    const empty = await me.request({
      method: 'POST',
      url: `${api}/${me.user.id}/picture`,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'people.pictureMissing', msg: 'Please choose a picture' });
    const json = await me.request({ method: 'POST', url: `${api}/${me.user.id}/picture`, payload: {} });
    expect(json.statusCode).toBe(415);
  });

  it("refuses a colleague's picture (403), lets HR change anyone's, and 404s an unknown person", async () => {
    const file = { bytes: await image('png', 64, 64), filename: 'x.png', contentType: 'image/png' };
    expect((await upload(me, colleague.user.id, file)).statusCode).toBe(403);
    expect(
      (await me.request({ method: 'DELETE', url: `${api}/${colleague.user.id}/picture` })).statusCode,
    ).toBe(403);
    expect((await upload(hr, colleague.user.id, file)).statusCode).toBe(200);
    expect(await hasPicture(colleague.user.id)).toBe(true);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await upload(hr, unknown, file)).statusCode).toBe(404);
    expect((await picture(me, 'not-an-id')).statusCode).toBe(400);
  });

  it('serves a 96 px WebP thumbnail, cached for a year under the version the record gives, which a new picture changes', async () => {
    const thumbnail = (as: Person, query = '', headers: Record<string, string> = {}) =>
      as.request({ method: 'GET', url: `${api}/${hr.user.id}/picture/thumbnail${query}`, headers });
    const version = async () =>
      (await colleague.request({ method: 'GET', url: `${api}/${hr.user.id}` })).json().picture_version;
    expect((await thumbnail(colleague)).statusCode).toBe(404);
    expect(await version()).toBeNull();

    await upload(hr, hr.user.id, {
      bytes: await image('jpeg', 1600, 900),
      filename: 'hr.jpg',
      contentType: 'image/jpeg',
    });
    const first = await version();
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    const versioned = await thumbnail(colleague, `?v=${first}`);
    expect(versioned.statusCode).toBe(200);
    expect(versioned.headers['content-type']).toBe('image/webp');
    expect(versioned.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(await sharp(versioned.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 96,
      height: 96,
    });
    expect(versioned.rawPayload.length).toBeLessThan(5_000);

    // The plain address keeps working, revalidated at each use; so does an outdated version.
    const plain = await thumbnail(colleague);
    expect(plain.headers['cache-control']).toBe('private, no-cache');
    expect(
      (await thumbnail(colleague, '', { 'if-none-match': plain.headers.etag as string })).statusCode,
    ).toBe(304);
    expect((await thumbnail(colleague, '?v=0000000000000000')).headers['cache-control']).toBe(
      'private, no-cache',
    );

    await upload(hr, hr.user.id, {
      bytes: await image('png', 300, 300, '#f5985e'),
      filename: 'new.png',
      contentType: 'image/png',
    });
    const second = await version();
    expect(second).toMatch(/^[0-9a-f]{16}$/);
    expect(second).not.toBe(first);
    const renewed = await thumbnail(colleague, `?v=${second}`);
    expect(renewed.headers['cache-control']).toContain('immutable');
    expect(renewed.headers.etag).not.toBe(versioned.headers.etag);
  });

  it('a picture the store lacks (files not restored): 404 naming it for the picture and thumbnail, a resume without it', async () => {
    const person = await ctx().signedIn();
    expect(
      (
        await upload(person, person.user.id, {
          bytes: await image('png'),
          filename: 'p.png',
          contentType: 'image/png',
        })
      ).statusCode,
    ).toBe(200);
    const [row] = await ctx()
      .db.select({ id: blobs.id })
      .from(blobs)
      .where(eq(blobs.owner_id, person.user.id));
    rmSync(path.join(ctx().config.dataDir, 'files', row!.id.slice(0, 2), row!.id));

    const missing = { code: 'files.missing', params: { name: 'picture.jpg' } };
    const served = await picture(colleague, person.user.id);
    expect(served.statusCode).toBe(404);
    expect(served.json()).toMatchObject(missing);
    const thumbnail = await colleague.request({
      method: 'GET',
      url: `${api}/${person.user.id}/picture/thumbnail`,
    });
    expect(thumbnail.statusCode).toBe(404);
    expect(thumbnail.json()).toMatchObject(missing);
    const resume = await person.request({
      method: 'POST',
      url: '/api/c13s/v2/cv_library/resume/generate',
      payload: { user_id: person.user.id, format: 'pdf', language: 'en' },
    });
    expect(resume.statusCode).toBe(200);
    expect(resume.headers['content-type']).toBe('application/pdf');
  });

  it('deletes a picture: the flag drops, GET answers 404, a second delete too', async () => {
    const [blobsBefore] = await ctx().db.select({ n: count() }).from(blobs);
    const response = await hr.request({ method: 'DELETE', url: `${api}/${colleague.user.id}/picture` });
    expect(response.json()).toEqual({ code: 'people.pictureDeleted', msg: 'The picture has been deleted' });
    expect(await hasPicture(colleague.user.id)).toBe(false);
    expect(
      (await me.request({ method: 'GET', url: `${api}/${colleague.user.id}` })).json().picture_version,
    ).toBeNull();
    expect((await picture(me, colleague.user.id)).statusCode).toBe(404);
    expect(
      (await hr.request({ method: 'DELETE', url: `${api}/${colleague.user.id}/picture` })).statusCode,
    ).toBe(404);
    const [blobsAfter] = await ctx().db.select({ n: count() }).from(blobs);
    expect(blobsAfter?.n).toBe((blobsBefore?.n ?? 0) - 1);
  });
});
