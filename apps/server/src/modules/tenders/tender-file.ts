import { fileTypeFromBuffer } from 'file-type';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { HttpError, badRequest } from '../../platform/http-errors.ts';
import { WorkbookZip } from '../people/import/workbook-zip.ts';

/**
 * What a dropped Word tender's XML may unpack to: far above any tender's text (a long one is well
 * under 1 MB), far below what mammoth would hold the loop or fill memory with (a zip bomb).
 */
const DOCX_XML_MAX = 16 * 1024 * 1024;

/** Unpacks the document's XML parts within the budget, counted as they come, before mammoth reads them. */
async function assertDocxWithinBudget(bytes: Buffer): Promise<void> {
  try {
    const zip = await WorkbookZip.open(bytes, DOCX_XML_MAX);
    for (const name of zip.names.filter((entry) => /\.(xml|rels)$/i.test(entry))) {
      for await (const _counted of zip.unpack(name));
    }
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 413)
      throw new HttpError(413, 'tenders.unpacksTooLarge', { file: 'tenders.unpacksTooLarge' });
    throw badRequest('tenders.unreadable', { file: 'tenders.unreadable' });
  }
}

/**
 * A dropped tender's text: a Word document read with mammoth (its paragraphs, one a line), a PDF
 * with pdf.js (unpdf), page after page. The type is told by the bytes, never the name; anything
 * else is refused (415), a file neither can read is the sender's error (400).
 */
export async function tenderFileText(bytes: Buffer): Promise<string> {
  const type = await fileTypeFromBuffer(bytes);
  if (type?.ext === 'docx') await assertDocxWithinBudget(bytes);
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
