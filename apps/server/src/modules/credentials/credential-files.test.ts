import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  FILE_MESSAGES,
  UPLOAD_BYTES_PER_MINUTE_MAX,
  UPLOADS_CONCURRENT_MAX,
  ZIPS_CONCURRENT_MAX,
} from '@atrium/contract';
import { count, eq, sql } from 'drizzle-orm';
import { Document, Packer, Paragraph } from 'docx';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELETION_GRACE_MS } from '../../platform/files/blob-store.ts';
import { blobs, fileDeletions } from '../../platform/files/files.tables.ts';
import { useTestApp } from '../../test/test-app-setup.ts';
import { multipartFile } from '../people/testing/multipart.ts';
import { credentialAttachments, credentials } from './credentials.tables.ts';

const api = '/api/c13s/v2/cv_library/projects';
const PDF = 'application/pdf';

/** A PDF as far as any type check can tell (its magic bytes), of any size, random after the header. */
const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every file under a folder, however deep. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

describe('stored files: streamed, out of the database', () => {
  const ctx = useTestApp();
  type Caller = Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  let seller: Caller;
  let credential: string;
  const filesDir = () => path.join(ctx().config.dataDir, 'files');

  beforeAll(async () => {
    await ctx().listValues('client', 'C', 'Bank', 'Y');
    seller = await ctx().signedIn();
    credential = (
      await seller.request({ method: 'POST', url: api, payload: { name: 'Files', client: 'C' } })
    ).json().id;
  });

  const send = (id: string, bytes: Buffer, options: { filename?: string; cutShort?: boolean } = {}) =>
    seller.request({
      method: 'POST',
      url: `${api}/${id}/attachments`,
      ...multipartFile({
        bytes,
        filename: options.filename ?? 'deck.pdf',
        contentType: PDF,
        cutShort: options.cutShort,
      }),
    });
  const download = (id: string, headers: Record<string, string> = {}) =>
    seller.request({ method: 'GET', url: `${api}/${credential}/attachments/${id}`, headers });

  /** What an upload may leave behind: blob rows, queued deletions, files in the store. */
  const leftovers = async () => ({
    blobs: (await ctx().db.select({ n: count() }).from(blobs))[0]!.n,
    queued: (await ctx().db.select({ n: count() }).from(fileDeletions))[0]!.n,
    files: filesUnder(filesDir()).length,
  });

  it('stores the bytes in DATA_DIR/files, not in the database, and streams them back whole', async () => {
    const bytes = pdfOf(3 * 1024 * 1024 + 17);
    const uploaded = await send(credential, bytes, { filename: 'Étude de cas.pdf' });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { id } = uploaded.json();
    const [row] = await ctx()
      .db.select({
        id: blobs.id,
        bytes: blobs.bytes,
        sha256: blobs.sha256,
        size: blobs.size,
        name: blobs.name,
        owner: blobs.owner_id,
      })
      .from(blobs)
      .innerJoin(credentialAttachments, eq(credentialAttachments.blob_id, blobs.id))
      .where(eq(credentialAttachments.id, id));
    expect(row).toEqual({
      id: expect.any(String),
      bytes: null,
      sha256: sha256(bytes),
      size: bytes.length,
      name: 'Étude de cas.pdf',
      owner: seller.user.id,
    });
    const stored = filesUnder(filesDir()).map((file) => path.relative(filesDir(), file));
    expect(stored).toEqual([path.join(row!.id.slice(0, 2), row!.id)]);

    const response = await download(id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(bytes.length));
    expect(response.headers.etag).toBe(`"${sha256(bytes)}"`);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="Etude de cas.pdf"; filename*=UTF-8''%C3%89tude%20de%20cas.pdf`,
    );
    expect(response.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect((await download(id, { 'if-none-match': response.headers.etag as string })).statusCode).toBe(304);
  });

  it('serves byte ranges: 206 with Content-Range, 416 past the end, the whole file when If-Range is stale', async () => {
    const bytes = pdfOf(10_000);
    const { id } = (await send(credential, bytes)).json();
    const first = await download(id, { range: 'bytes=0-99' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe('bytes 0-99/10000');
    expect(first.headers['content-length']).toBe('100');
    expect(first.rawPayload.equals(bytes.subarray(0, 100))).toBe(true);

    const tail = await download(id, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe('bytes 9990-9999/10000');
    expect(tail.rawPayload.equals(bytes.subarray(9990))).toBe(true);

    const open = await download(id, { range: 'bytes=9000-' });
    expect(open.headers['content-range']).toBe('bytes 9000-9999/10000');
    expect(open.rawPayload.equals(bytes.subarray(9000))).toBe(true);

    const past = await download(id, { range: 'bytes=10000-' });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */10000');

    const stale = await download(id, { range: 'bytes=0-99', 'if-range': '"another"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(bytes)).toBe(true);
  });

  it('sends files other than images and PDFs as attachments, never shown in the browser', async () => {
    const word = await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('Deck')] }] }));
    const { id } = (await send(credential, word, { filename: 'notes.docx' })).json();
    const response = await download(id);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="notes.docx"/);
    expect(response.headers['content-security-policy']).not.toMatch(/sandbox/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('leaves nothing behind after a refused upload: wrong type, too large, cut short', async () => {
    const before = await leftovers();
    const html = Buffer.from('<html><script>alert(1)</script></html>'.repeat(20_000));
    expect((await send(credential, html, { filename: 'deck.pdf' })).statusCode).toBe(415);
    expect((await send(credential, pdfOf(50 * 1024 * 1024 + 1))).statusCode).toBe(413);
    const cut = await send(credential, pdfOf(2 * 1024 * 1024), { cutShort: true });
    expect(cut.statusCode).toBeGreaterThanOrEqual(400);
    expect(cut.statusCode).toBeLessThan(500);
    expect(await leftovers()).toEqual(before);
  });

  it('caps uploads per person: 429 beyond the concurrent uploads and beyond the bytes of a minute', async () => {
    const limits = ctx().app.files.limits.uploads;
    const taken = Array.from({ length: UPLOADS_CONCURRENT_MAX }, () => limits.begin(seller.user.id));
    const busy = await send(credential, pdfOf(1000));
    expect(busy.statusCode).toBe(429);
    expect(busy.json()).toEqual({ code: 'files.tooManyUploads', msg: FILE_MESSAGES.tooManyUploads });
    // Someone else is not slowed.
    const other = await ctx().signedIn();
    const theirs = (
      await other.request({ method: 'POST', url: api, payload: { name: 'Theirs', client: 'C' } })
    ).json().id;
    const free = await other.request({
      method: 'POST',
      url: `${api}/${theirs}/attachments`,
      ...multipartFile({ bytes: pdfOf(1000), filename: 'a.pdf', contentType: PDF }),
    });
    expect(free.statusCode).toBe(201);
    for (const slot of taken) slot.end();

    // Their minute's bytes nearly spent: an upload that goes past them stops with 429, leaving nothing.
    const spent = limits.begin(other.user.id);
    spent.meter(UPLOAD_BYTES_PER_MINUTE_MAX - 1000);
    spent.end();
    const before = await leftovers();
    const over = await other.request({
      method: 'POST',
      url: `${api}/${theirs}/attachments`,
      ...multipartFile({ bytes: pdfOf(5000), filename: 'a.pdf', contentType: PDF }),
    });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ code: 'files.uploadRate', msg: FILE_MESSAGES.uploadRate });
    expect(await leftovers()).toEqual(before);
  });

  it('caps resume zips per person (429)', async () => {
    const hr = await ctx().signedIn({ roles: ['HR'] });
    const taken = Array.from({ length: ZIPS_CONCURRENT_MAX }, () =>
      ctx().app.files.limits.zips.begin(hr.user.id),
    );
    const base = (await hr.request({ method: 'GET', url: '/api/c13s/v2/cv_library/resume/self' })).json();
    const zip = () =>
      hr.request({
        method: 'POST',
        url: '/api/c13s/v2/cv_library/resume/zip',
        payload: { resume_ids: [base.id], format: 'pdf' },
      });
    const refused = await zip();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'files.tooManyZips', msg: FILE_MESSAGES.tooManyZips });
    for (const slot of taken) slot.end();
    expect((await zip()).statusCode).toBe(200);
    // The slot is given back when the zip has been sent.
    expect((await zip()).statusCode).toBe(200);
    expect((await zip()).statusCode).toBe(200);
  });

  it('removes the bytes of a deleted file at the first sweep after the grace period, not before', async () => {
    const { id } = (await send(credential, pdfOf(2000))).json();
    const [link] = await ctx()
      .db.select({ blobId: credentialAttachments.blob_id })
      .from(credentialAttachments)
      .where(eq(credentialAttachments.id, id));
    const blobId = link!.blobId;
    const file = path.join(filesDir(), blobId.slice(0, 2), blobId);
    expect(existsSync(file)).toBe(true);
    const removed = await seller.request({ method: 'DELETE', url: `${api}/${credential}/attachments/${id}` });
    expect(removed.statusCode).toBe(200);
    expect(existsSync(file)).toBe(true);
    // Kept a grace period, so a backup copying the files after the database still finds it.
    await ctx().app.files.blobs.sweep();
    expect(existsSync(file)).toBe(true);
    await ctx().app.files.blobs.sweep(new Date(Date.now() + DELETION_GRACE_MS + 1_000));
    expect(existsSync(file)).toBe(false);
    expect((await ctx().db.select({ n: count() }).from(fileDeletions))[0]!.n).toBe(0);
  });

  it('answers 404 naming a file the database lists but the store lacks, and the health check counts it', async () => {
    const { id } = (await send(credential, pdfOf(1500), { filename: 'Lost deck.pdf' })).json();
    const [link] = await ctx()
      .db.select({ blobId: credentialAttachments.blob_id })
      .from(credentialAttachments)
      .where(eq(credentialAttachments.id, id));
    // A database restored without its files.
    rmSync(path.join(filesDir(), link!.blobId.slice(0, 2), link!.blobId));

    const response = await download(id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'files.missing',
      params: { name: 'Lost deck.pdf' },
      msg: 'The file Lost deck.pdf is missing from the file store: an administrator must restore the files from a backup',
    });
    const health = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', files: { checked: expect.any(Number), missing: 1 } });
  });

  it('moves bytes kept in the database by earlier versions into the store, safely run again and after a crash', async () => {
    const legacy = pdfOf(4000);
    const crashed = pdfOf(5000);
    const insertLegacy = async (bytes: Buffer) => {
      const [blob] = await ctx()
        .db.insert(blobs)
        .values({ content_type: PDF, size: bytes.length, sha256: sha256(bytes), bytes })
        .returning({ id: blobs.id });
      const [file] = await ctx()
        .db.insert(credentialAttachments)
        .values({
          credential_id: credential,
          blob_id: blob!.id,
          file_name: 'old.pdf',
          media_type: PDF,
          size: bytes.length,
        })
        .returning({ id: credentialAttachments.id });
      return { blobId: blob!.id, attachmentId: file!.id };
    };
    const first = await insertLegacy(legacy);
    const second = await insertLegacy(crashed);
    // A crash after the file was written, before its column was emptied: half of it is there.
    mkdirSync(path.join(filesDir(), second.blobId.slice(0, 2)), { recursive: true });
    writeFileSync(path.join(filesDir(), second.blobId.slice(0, 2), second.blobId), crashed.subarray(0, 100));

    expect(await ctx().app.files.blobs.moveLegacyBlobs()).toBe(2);
    expect(await ctx().app.files.blobs.moveLegacyBlobs()).toBe(0);
    const [still] = await ctx()
      .db.select({ n: count() })
      .from(blobs)
      .where(sql`${blobs.bytes} is not null`);
    expect(still!.n).toBe(0);
    expect((await download(first.attachmentId)).rawPayload.equals(legacy)).toBe(true);
    expect((await download(second.attachmentId)).rawPayload.equals(crashed)).toBe(true);
  });

  describe('a credential created with its deck in one call', () => {
    const createWithFile = (credentialJson: string | undefined, bytes: Buffer) =>
      seller.request({
        method: 'POST',
        url: `${api}/with_file`,
        ...multipartFile({
          bytes,
          filename: 'Pitch.pdf',
          contentType: PDF,
          fields: credentialJson === undefined ? {} : { credential: credentialJson },
        }),
      });
    const credentialCount = async () => (await ctx().db.select({ n: count() }).from(credentials))[0]!.n;

    it('records both, the file under the new credential', async () => {
      const deck = pdfOf(20_000);
      const response = await createWithFile(JSON.stringify({ name: 'With deck', client: 'Bank' }), deck);
      expect(response.statusCode, response.body).toBe(201);
      const { id, attachment, msg } = response.json();
      expect(msg).toBe('Credential created with its file');
      expect(attachment).toMatchObject({ file_name: 'Pitch.pdf', media_type: PDF, size: deck.length });
      const record = (await seller.request({ method: 'GET', url: `${api}/${id}` })).json();
      expect(record).toMatchObject({
        name: 'With deck',
        client: 'Bank',
        attachments: [{ id: attachment.id }],
      });
    });

    it('records neither when the file or the credential is refused', async () => {
      const before = { credentials: await credentialCount(), ...(await leftovers()) };
      const other = await ctx().createPerson();
      const valid = JSON.stringify({ name: 'Never', client: 'Bank' });
      expect((await createWithFile(valid, Buffer.from('plain text, not a deck'))).statusCode).toBe(415);
      expect((await createWithFile(valid, pdfOf(2000).subarray(0, 0))).statusCode).toBe(400);
      expect((await createWithFile(JSON.stringify({ client: 'No name' }), pdfOf(2000))).statusCode).toBe(400);
      expect((await createWithFile('{not json', pdfOf(2000))).statusCode).toBe(400);
      expect((await createWithFile(undefined, pdfOf(2000))).statusCode).toBe(400);
      // Refused inside the transaction, once the file is stored: it goes too.
      const unknownSolution = JSON.stringify({
        name: 'X',
        client: 'Y',
        solutions: ['00000000-0000-4000-8000-000000000000'],
      });
      expect((await createWithFile(unknownSolution, pdfOf(2000))).statusCode).toBe(400);
      const someoneElses = JSON.stringify({ name: 'X', client: 'Y', sales_owner: other.id });
      expect((await createWithFile(someoneElses, pdfOf(2000))).statusCode).toBe(403);
      expect({ credentials: await credentialCount(), ...(await leftovers()) }).toEqual(before);
    });
  });
});
