import { inflateSync } from 'node:zlib';

/**
 * Windows-1252 where it differs from Latin-1 (bytes 0x80 to 0x9f); Node 20's TextDecoder decodes
 * 'windows-1252' as Latin-1, so the table is spelt out.
 */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const windows1252 = (bytes: Buffer) =>
  [...bytes]
    .map((byte) => (byte >= 0x80 && byte < 0xa0 ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte)))
    .join('');

/**
 * The text a PDF made by pdfkit shows, one line per text operator: its content streams inflated,
 * then the hex strings of each TJ/Tj operator decoded (pdfkit's built-in fonts write text as
 * Windows-1252 codes in hex). Enough to check what a resume says, not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const stream of streams(pdf)) {
    for (const operator of stream.matchAll(/\[([^\]]*)\]\s*TJ|(<[0-9a-fA-F]*>)\s*Tj/g)) {
      const strings = (operator[1] ?? operator[2] ?? '').match(/<[0-9a-fA-F]*>/g) ?? [];
      lines.push(strings.map((hex) => windows1252(Buffer.from(hex.slice(1, -1), 'hex'))).join(''));
    }
  }
  return lines.join('\n');
}

function* streams(pdf: Buffer): Generator<string> {
  let from = 0;
  for (;;) {
    const start = pdf.indexOf('stream\n', from);
    if (start < 0) return;
    const end = pdf.indexOf('\nendstream', start);
    if (end < 0) return;
    const body = pdf.subarray(start + 'stream\n'.length, end);
    from = end + '\nendstream'.length;
    try {
      yield inflateSync(body).toString('latin1');
    } catch {
      yield body.toString('latin1');
    }
  }
}
