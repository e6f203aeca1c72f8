import PDFDocument from 'pdfkit';
import { asciiFold } from '../../platform/files/content-disposition.ts';
import type { ResumeBlock, ResumeContent } from './resume-content.ts';
import { INLINE_SEPARATOR, RESUME_STYLE } from './resume-style.ts';

const MARGIN = 56;
const color = (hex: string) => `#${hex}`;

/**
 * Characters the PDF's built-in Helvetica can print (Windows-1252). Anything else is folded to
 * ASCII ('Ł' → 'L') or dropped, rather than printed as garbage; scripts beyond Latin would need
 * an embedded font.
 */
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const printable = (text: string) =>
  text.replace(/[^\n\x20-\x7e\xa0-\xff]/gu, (char) =>
    WIN_ANSI_EXTRAS.includes(char) ? char : asciiFold(char),
  );

/** The firm's resume as a PDF (what clients read). */
export function renderResumePdf(content: ResumeContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: content.language,
    info: { Title: `${content.name} — CV`, Author: content.name, Creator: 'Atrium' },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;

  const side = RESUME_STYLE.pictureSide;
  if (content.picture)
    doc.image(content.picture.bytes, MARGIN + width - side, MARGIN, { fit: [side, side], align: 'right' });
  const headerWidth = content.picture ? width - side - 16 : width;
  doc.font('Helvetica-Bold').fontSize(RESUME_STYLE.nameSize).fillColor(color(RESUME_STYLE.text));
  doc.text(printable(content.name), MARGIN, MARGIN, { width: headerWidth });
  doc.font('Helvetica').fillColor(color(RESUME_STYLE.muted));
  if (content.title)
    doc.fontSize(RESUME_STYLE.titleSize).text(printable(content.title), { width: headerWidth });
  if (content.subtitle)
    doc.fontSize(RESUME_STYLE.bodySize).text(printable(content.subtitle), { width: headerWidth });
  if (content.picture) doc.y = Math.max(doc.y, MARGIN + side);

  for (const block of content.blocks) writeBlock(doc, block, width);
  doc.end();
  return done;
}

function writeBlock(doc: PDFKit.PDFDocument, block: ResumeBlock, width: number): void {
  doc.moveDown(1.2);
  doc.font('Helvetica-Bold').fontSize(RESUME_STYLE.headingSize).fillColor(color(RESUME_STYLE.accent));
  doc.text(printable(block.heading), MARGIN, doc.y, { width });
  const rule = doc.y + 2;
  doc
    .moveTo(MARGIN, rule)
    .lineTo(MARGIN + width, rule)
    .lineWidth(0.75)
    .strokeColor(color(RESUME_STYLE.accent))
    .stroke();
  doc.y = rule + 6;

  const body = () =>
    doc.font('Helvetica').fontSize(RESUME_STYLE.bodySize).fillColor(color(RESUME_STYLE.text));
  switch (block.kind) {
    case 'text':
      body().text(printable(block.text), { width });
      return;
    case 'list':
      if (block.inline) body().text(printable(block.items.join(INLINE_SEPARATOR)), { width });
      else body().list(block.items.map(printable), { width, bulletRadius: 1.5, textIndent: 10 });
      return;
    case 'entries':
      for (const entry of block.entries) {
        doc.moveDown(0.4);
        body().font('Helvetica-Bold').text(printable(entry.title), { width });
        if (entry.meta) {
          body()
            .font('Helvetica-Oblique')
            .fillColor(color(RESUME_STYLE.muted))
            .text(printable(entry.meta), { width });
        }
        if (entry.text) body().text(printable(entry.text), { width });
      }
  }
}
