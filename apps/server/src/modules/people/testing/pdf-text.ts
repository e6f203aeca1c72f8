import { extractText, getDocumentProxy } from 'unpdf';

/** The text a PDF shows, page after page, as a reader copying it would get it (pdf.js). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}
