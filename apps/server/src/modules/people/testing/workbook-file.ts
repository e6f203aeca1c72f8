import { once } from 'node:events';
import { createDeflateRaw, crc32 } from 'node:zlib';

type Packed = { name: Buffer; crc: number; size: number; data: Buffer };

/** The entry's bytes deflated as they come, with their CRC and size, as a zip needs them. */
async function pack(name: string, parts: Iterable<Buffer | string>): Promise<Packed> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  let crc = 0;
  let size = 0;
  for (const part of parts) {
    const bytes = Buffer.from(part);
    crc = crc32(bytes, crc);
    size += bytes.length;
    if (!deflate.write(bytes)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return { name: Buffer.from(name), crc, size, data: Buffer.concat(out) };
}

/** A zip of these entries, deflated (enough of the format for an .xlsx; no zip64). */
export async function zipOf(entries: Record<string, Iterable<Buffer | string>>): Promise<Buffer> {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, parts] of Object.entries(entries)) {
    const entry = await pack(name, parts);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(entry.name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(entry.name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, entry.name, entry.data);
    directory.push(central, entry.name);
    offset += local.length + entry.name.length + entry.data.length;
  }
  const size = directory.reduce((total, part) => total + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(directory.length / 2, 8);
  end.writeUInt16LE(directory.length / 2, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** An inline-string cell. */
const cell = (text: string) => `<c t="inlineStr"><is><t>${escaped(text)}</t></is></c>`;
/** A row of inline-string cells, without row or cell references (Excel's format allows it). */
export const sheetRow = (texts: string[]) => `<row>${texts.map(cell).join('')}</row>`;

/**
 * A one-sheet .xlsx whose sheet holds `header`, then `body` `times` over between `before` and
 * `after`, deflated as it is made: thousands of identical rows, or one cell of millions of
 * letters, pack into a few hundred KB (the zip bombs of the tests and of `npm run bench -- import`).
 */
export function workbookOf(
  header: string[],
  {
    body,
    times,
    before = '',
    after = '',
    shared,
  }: {
    body: string;
    times: number;
    before?: string;
    after?: string;
    /** The workbook's shared strings (`<c t="s"><v>0</v></c>` shows the first), when it has any. */
    shared?: readonly string[];
  },
): Promise<Buffer> {
  // Big parts, so deflating a bomb of hundreds of megabytes stays a matter of seconds.
  const perBlock = Math.max(1, Math.floor((1 << 20) / body.length));
  const block = Buffer.from(body.repeat(perBlock));
  function* sheet() {
    yield `${XML}<worksheet xmlns="${MAIN}"><sheetData>${sheetRow(header)}${before}`;
    for (let left = times; left > 0; left -= perBlock) yield left >= perBlock ? block : body.repeat(left);
    yield `${after}</sheetData></worksheet>`;
  }
  return zipOf({
    '[Content_Types].xml': [
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        (shared
          ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
          : '') +
        '</Types>',
    ],
    '_rels/.rels': [
      `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    'xl/workbook.xml': [
      `${XML}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets>` +
        '<sheet name="Staff" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ],
    'xl/_rels/workbook.xml.rels': [
      `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/>` +
        (shared
          ? `<Relationship Id="rId2" Type="${RELATIONSHIPS}/sharedStrings" Target="sharedStrings.xml"/>`
          : '') +
        '</Relationships>',
    ],
    'xl/worksheets/sheet1.xml': sheet(),
    ...(shared && {
      'xl/sharedStrings.xml': [
        `${XML}<sst xmlns="${MAIN}" count="${shared.length}" uniqueCount="${shared.length}">`,
        ...shared.map((text) => `<si><t>${escaped(text)}</t></si>`),
        '</sst>',
      ],
    }),
  });
}

/** A cell showing shared string `index`. */
export const sharedCell = (index: number) => `<c t="s"><v>${index}</v></c>`;
