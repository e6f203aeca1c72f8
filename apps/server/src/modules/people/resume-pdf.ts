import PDFDocument from 'pdfkit';
import type { ResumeBlock, ResumeContent } from './resume-content.ts';
import { canPrint, resumeFonts } from './resume-fonts.ts';
import { RESUME_LABELS } from './resume-labels.ts';
import { INLINE_SEPARATOR, RESUME_STYLE } from './resume-style.ts';

const MARGIN = 56;
const REGULAR = 'DejaVuSans';
const BOLD = 'DejaVuSans-Bold';
const ITALIC = 'DejaVuSans-Oblique';
const color = (hex: string) => `#${hex}`;

/** The text as the embedded font can draw it: characters it lacks are left out, not drawn as boxes. */
const printable = (text: string) => [...text].filter(canPrint).join('');

/** Whether any text of the resume holds a character the embedded font lacks. */
function losesCharacters(content: ResumeContent): boolean {
  const texts = [content.name, content.title, content.subtitle];
  for (const block of content.blocks) {
    texts.push(block.heading);
    if (block.kind === 'text') texts.push(block.text);
    if (block.kind === 'list') texts.push(...block.items);
    if (block.kind === 'entries') texts.push(...block.entries.flatMap((e) => [e.title, e.meta, e.text]));
  }
  return texts.some((text) => text !== null && [...text].some((char) => !canPrint(char)));
}

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
  const fonts = resumeFonts();
  doc.registerFont(REGULAR, fonts.regular);
  doc.registerFont(BOLD, fonts.bold);
  doc.registerFont(ITALIC, fonts.italic);
  const width = doc.page.width - 2 * MARGIN;

  const side = RESUME_STYLE.pictureSide;
  if (content.picture)
    doc.image(content.picture.bytes, MARGIN + width - side, MARGIN, { fit: [side, side], align: 'right' });
  const headerWidth = content.picture ? width - side - 16 : width;
  doc.font(BOLD).fontSize(RESUME_STYLE.nameSize).fillColor(color(RESUME_STYLE.text));
  doc.text(printable(content.name), MARGIN, MARGIN, { width: headerWidth });
  doc.font(REGULAR).fillColor(color(RESUME_STYLE.muted));
  if (content.title)
    doc.fontSize(RESUME_STYLE.titleSize).text(printable(content.title), { width: headerWidth });
  if (content.subtitle)
    doc.fontSize(RESUME_STYLE.bodySize).text(printable(content.subtitle), { width: headerWidth });
  if (content.picture) doc.y = Math.max(doc.y, MARGIN + side);
  if (losesCharacters(content)) {
    doc.moveDown(0.6);
    doc.font(ITALIC).fontSize(RESUME_STYLE.bodySize).fillColor(color(RESUME_STYLE.muted));
    doc.text(RESUME_LABELS[content.language].charactersLeftOut, MARGIN, doc.y, { width });
  }

  for (const block of content.blocks) writeBlock(doc, block, width);
  doc.end();
  return done;
}

function writeBlock(doc: PDFKit.PDFDocument, block: ResumeBlock, width: number): void {
  doc.moveDown(1.2);
  doc.font(BOLD).fontSize(RESUME_STYLE.headingSize).fillColor(color(RESUME_STYLE.accent));
  doc.text(printable(block.heading), MARGIN, doc.y, { width });
  const rule = doc.y + 2;
  doc
    .moveTo(MARGIN, rule)
    .lineTo(MARGIN + width, rule)
    .lineWidth(0.75)
    .strokeColor(color(RESUME_STYLE.accent))
    .stroke();
  doc.y = rule + 6;

  const body = () => doc.font(REGULAR).fontSize(RESUME_STYLE.bodySize).fillColor(color(RESUME_STYLE.text));
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
        body().font(BOLD).text(printable(entry.title), { width });
        if (entry.meta) {
          body().font(ITALIC).fillColor(color(RESUME_STYLE.muted)).text(printable(entry.meta), { width });
        }
        if (entry.text) body().text(printable(entry.text), { width });
      }
  }
}
