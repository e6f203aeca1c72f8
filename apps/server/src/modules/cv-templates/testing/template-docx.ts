import { Document, Packer, Paragraph, TextRun } from 'docx';
import JSZip from 'jszip';

/** A Word file whose body has these lines, one paragraph each (a line may be split in two runs). */
export function templateDocx(lines: readonly (string | readonly string[])[]): Promise<Buffer> {
  const document = new Document({
    sections: [
      {
        children: lines.map(
          (line) =>
            new Paragraph({
              children: (typeof line === 'string' ? [line] : line).map(
                (text, index) => new TextRun({ text, bold: index % 2 === 1 }),
              ),
            }),
        ),
      },
    ],
  });
  return Packer.toBuffer(document);
}

/** The same file with a macro project in it, as Word saves a .docm. */
export async function withMacros(docx: Buffer): Promise<Buffer> {
  const zip = await JSZip.loadAsync(docx);
  zip.file('word/vbaProject.bin', Buffer.from('macro'));
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** The description property a filled CV carries (template-fill.ts). */
export async function docxDescription(docx: Buffer): Promise<string | undefined> {
  const core = await (await JSZip.loadAsync(docx)).file('docProps/core.xml')?.async('string');
  return core?.match(/<dc:description>([^<]*)<\/dc:description>/)?.[1];
}
