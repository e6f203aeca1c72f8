import { fileTypeFromBuffer } from 'file-type';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { HttpError, badRequest } from '../../platform/http-errors.ts';

/**
 * A dropped tender's text: a Word document read with mammoth (its paragraphs, one a line), a PDF
 * with pdf.js (unpdf), page after page. The type is told by the bytes, never the name; anything
 * else is refused (415), a file neither can read is the sender's error (400).
 */
export async function tenderFileText(bytes: Buffer): Promise<string> {
  const type = await fileTypeFromBuffer(bytes);
  try {
    if (type?.ext === 'docx') return (await mammoth.extractRawText({ buffer: bytes })).value;
    if (type?.ext === 'pdf') {
      const document = await getDocumentProxy(new Uint8Array(bytes));
      return (await extractText(document, { mergePages: true })).text;
    }
  } catch {
    throw badRequest('tenders.unreadable', { file: 'tenders.unreadable' });
  }
  throw new HttpError(415, 'tenders.fileType');
}
