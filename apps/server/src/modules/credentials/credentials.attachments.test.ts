import { randomBytes } from 'node:crypto';
import { Document, Packer, Paragraph } from 'docx';
import JSZip from 'jszip';
import PDFDocument from 'pdfkit';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.ts';
import { useTestApp } from '../../test/test-app-setup.ts';

const api = '/api/c13s/v2/cv_library/projects';
const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A real one-page PDF. */
function pdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A6' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.text('Core banking migration: the deck');
  doc.end();
  return done;
}

const docx = () => Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('Credential')] }] }));

/** The smallest workbook Excel opens: content types, relationships, a workbook and one sheet. */
function xlsx(mainType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml') {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${mainType}"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  );
  zip.file(
    'xl/workbook.xml',
    '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Results" sheetId="1" r:id="rId1"/></sheets></workbook>',
  );
  zip.file(
    'xl/_rels/workbook.xml.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
  );
  zip.file(
    'xl/worksheets/sheet1.xml',
    '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>42</t></is></c></row></sheetData></worksheet>',
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** A multipart/form-data body holding one file, as a browser sends it. */
function upload(fileName: string, bytes: Buffer, declaredType = 'application/octet-stream') {
  const boundary = `----atrium${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${declaredType}\r\n\r\n`,
  );
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

describe('credential attachments', () => {
  const ctx = useTestApp();
  type Caller = Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  let seller: Caller;
  let guest: Caller;
  let credential: string;
  let deck: Buffer;

  beforeAll(async () => {
    await ctx().listValues('client', 'C');
    seller = await ctx().signedIn();
    guest = await ctx().signedIn();
    credential = await newCredential();
    deck = await pdf();
  });

  async function newCredential(): Promise<string> {
    const response = await seller.request({
      method: 'POST',
      url: api,
      payload: { name: 'Deck holder', client: 'C' },
    });
    return response.json().id;
  }

  const send = (as: Caller, id: string, fileName: string, bytes: Buffer, declaredType?: string) =>
    as.request({ method: 'POST', url: `${api}/${id}/attachments`, ...upload(fileName, bytes, declaredType) });

  const blobCount = async () =>
    (await queryRows<{ n: number }>(ctx().db, sql`select count(*)::int as n from blobs`))[0]!.n;

  it('stores a PDF deck, lists it on the credential and gives the same bytes back', async () => {
    const response = await send(seller, credential, 'Core banking deck.pdf', deck, PDF);
    expect(response.statusCode, response.body).toBe(201);
    const attachment = response.json();
    expect(attachment).toMatchObject({
      file_name: 'Core banking deck.pdf',
      media_type: PDF,
      size: deck.length,
      msg: 'File uploaded',
    });
    const read = await guest.request({ method: 'GET', url: `${api}/${credential}` });
    expect(read.json().attachments).toEqual([
      {
        id: attachment.id,
        file_name: 'Core banking deck.pdf',
        media_type: PDF,
        size: deck.length,
        created_at: expect.any(String),
      },
    ]);
    const download = await guest.request({
      method: 'GET',
      url: `${api}/${credential}/attachments/${attachment.id}`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe(PDF);
    // A PDF opens in the browser's viewer, sandboxed; other types download (see files.test.ts).
    expect(download.headers['content-disposition']).toBe(
      `inline; filename="Core banking deck.pdf"; filename*=UTF-8''Core%20banking%20deck.pdf`,
    );
    expect(download.headers['content-security-policy']).toMatch(/^sandbox/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(deck)).toBe(true);
  });

  it('tells DOCX and XLSX apart by their contents, whatever the name says', async () => {
    const word = await send(seller, credential, 'results.pdf', await docx());
    expect(word.statusCode, word.body).toBe(201);
    expect(word.json()).toMatchObject({ media_type: DOCX, file_name: 'results.docx' });
    const sheet = await send(seller, credential, '../../etc/figures', await xlsx(), PDF);
    expect(sheet.statusCode, sheet.body).toBe(201);
    expect(sheet.json()).toMatchObject({ media_type: XLSX, file_name: 'figures.xlsx' });
  });

  it('refuses other types with 415, whatever the name or declared type', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    const plainZip = await new JSZip().file('notes.txt', 'hello').generateAsync({ type: 'nodebuffer' });
    const macros = await xlsx('application/vnd.ms-excel.sheet.macroEnabled.main+xml');
    for (const [name, bytes] of [
      ['deck.pdf', png],
      ['deck.pdf', Buffer.from('just text, named like a PDF')],
      ['deck.docx', plainZip],
      ['deck.xlsx', macros],
      ['deck.pdf', Buffer.from('%PDX-1.4 almost')],
    ] as const) {
      const response = await send(seller, credential, name, bytes, PDF);
      expect(response.statusCode, name).toBe(415);
      expect(response.json().msg).toBe(
        'Only PDF, PowerPoint (PPTX), Word (DOCX) and Excel (XLSX) files are accepted',
      );
    }
  });

  it('refuses a file over 50 MB with 413, a missing or empty file with 400, JSON with 415', async () => {
    const before = await blobCount();
    const huge = Buffer.concat([deck, Buffer.alloc(50 * 1024 * 1024 + 1 - deck.length)]);
    const tooLarge = await send(seller, credential, 'huge.pdf', huge, PDF);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().msg).toBe('The file is larger than 50 MB');
    const empty = await send(seller, credential, 'empty.pdf', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const json = await seller.request({
      method: 'POST',
      url: `${api}/${credential}/attachments`,
      payload: {},
    });
    expect(json.statusCode).toBe(415);
    expect(await blobCount()).toBe(before);
  });

  // Files stream to the file store, so the boundary runs on both engines (it once took PGlite
  // over a minute, the bytes going through the database).
  it('accepts exactly 50 MB', async () => {
    const exact = Buffer.concat([deck, Buffer.alloc(50 * 1024 * 1024 - deck.length)]);
    const response = await send(seller, await newCredential(), 'big.pdf', exact, PDF);
    expect(response.statusCode, response.body).toBe(201);
  }, 60_000);

  it('lets only editors add or remove files; readers download', async () => {
    const before = await blobCount();
    expect((await send(guest, credential, 'deck.pdf', deck)).statusCode).toBe(403);
    const { attachments } = (await guest.request({ method: 'GET', url: `${api}/${credential}` })).json();
    const removal = await guest.request({
      method: 'DELETE',
      url: `${api}/${credential}/attachments/${attachments[0].id}`,
    });
    expect(removal.statusCode).toBe(403);
    expect(await blobCount()).toBe(before);
  });

  it('removes a file with its bytes; it is then gone', async () => {
    const added = (await send(seller, credential, 'temp.pdf', deck)).json();
    const before = await blobCount();
    const url = `${api}/${credential}/attachments/${added.id}`;
    const removed = await seller.request({ method: 'DELETE', url });
    expect(removed.json()).toEqual({ code: 'deleted', msg: 'Deleted successfully' });
    expect(await blobCount()).toBe(before - 1);
    expect((await seller.request({ method: 'GET', url })).statusCode).toBe(404);
    expect((await seller.request({ method: 'DELETE', url })).statusCode).toBe(404);
    const elsewhere = await seller.request({
      method: 'GET',
      url: `${api}/${await newCredential()}/attachments/${(await send(seller, credential, 'x.pdf', deck)).json().id}`,
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('deletes a credential with its files in one go; its files then answer 404', async () => {
    const doomed = await newCredential();
    const file = (await send(seller, doomed, 'deck.pdf', deck)).json();
    await send(seller, doomed, 'more.docx', await docx());
    const before = await blobCount();
    expect((await guest.request({ method: 'DELETE', url: `${api}/${doomed}` })).statusCode).toBe(403);
    const deleted = await seller.request({ method: 'DELETE', url: `${api}/${doomed}` });
    expect(deleted.json()).toEqual({ code: 'deleted', msg: 'Deleted successfully' });
    expect(await blobCount()).toBe(before - 2);
    const attachment = `${api}/${doomed}/attachments/${file.id}`;
    expect((await seller.request({ method: 'GET', url: attachment })).statusCode).toBe(404);
    expect((await seller.request({ method: 'DELETE', url: attachment })).statusCode).toBe(404);
    expect((await send(seller, doomed, 'late.pdf', deck)).statusCode).toBe(404);
    expect((await seller.request({ method: 'DELETE', url: `${api}/${doomed}` })).statusCode).toBe(404);
  });

  it('answers 400 for malformed ids and 404 for unknown ones', async () => {
    expect((await seller.request({ method: 'DELETE', url: `${api}/not-an-id` })).statusCode).toBe(400);
    expect(
      (await seller.request({ method: 'GET', url: `${api}/${credential}/attachments/nope` })).statusCode,
    ).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await seller.request({ method: 'DELETE', url: `${api}/${unknown}` })).statusCode).toBe(404);
    expect(
      (await seller.request({ method: 'GET', url: `${api}/${credential}/attachments/${unknown}` }))
        .statusCode,
    ).toBe(404);
  });
});
