import {
  AlignmentType,
  BorderStyle,
  Document,
  HorizontalPositionAlign,
  HorizontalPositionRelativeFrom,
  ImageRun,
  Packer,
  Paragraph,
  TextRun,
  TextWrappingType,
  VerticalPositionAlign,
  VerticalPositionRelativeFrom,
} from 'docx';
import type { ResumeBlock, ResumeContent, ResumePicture } from './resume-content.ts';
import { INLINE_SEPARATOR, RESUME_STYLE } from './resume-style.ts';

/** Word measures font sizes in half-points and spacing in twentieths of a point. */
const halfPoints = (points: number) => points * 2;
const twips = (points: number) => points * 20;

/** The firm's resume as a Word document (what consultants edit before sending). */
export async function renderResumeDocx(content: ResumeContent): Promise<Buffer> {
  const document = new Document({
    creator: 'Atrium',
    title: `${content.name} — CV`,
    styles: {
      default: {
        document: {
          run: { font: 'Calibri', size: halfPoints(RESUME_STYLE.bodySize), color: RESUME_STYLE.text },
        },
      },
    },
    sections: [
      {
        properties: {
          page: { margin: { top: twips(48), bottom: twips(48), left: twips(56), right: twips(56) } },
        },
        children: [...header(content), ...content.blocks.flatMap(blockParagraphs)],
      },
    ],
  });
  return Packer.toBuffer(document);
}

function header(content: ResumeContent): Paragraph[] {
  const lines = [
    new Paragraph({
      children: [
        ...(content.picture ? [picture(content.picture)] : []),
        new TextRun({ text: content.name, bold: true, size: halfPoints(RESUME_STYLE.nameSize) }),
      ],
    }),
  ];
  if (content.title) {
    lines.push(
      new Paragraph({
        children: [
          new TextRun({
            text: content.title,
            size: halfPoints(RESUME_STYLE.titleSize),
            color: RESUME_STYLE.muted,
          }),
        ],
      }),
    );
  }
  if (content.subtitle) {
    lines.push(
      new Paragraph({ children: [new TextRun({ text: content.subtitle, color: RESUME_STYLE.muted })] }),
    );
  }
  // Word lets text flow beside a floating picture; this keeps the first section's rule below it
  // (the three header lines take about 55 points of the picture's height).
  if (content.picture)
    lines.push(new Paragraph({ spacing: { before: twips(RESUME_STYLE.pictureSide - 55) } }));
  return lines;
}

/** The picture sits in the top right corner, text flowing beside it. */
function picture({ bytes, width, height }: ResumePicture): ImageRun {
  // Word sizes images in pixels at 96 per inch; the style gives points, 72 per inch.
  const scale = (RESUME_STYLE.pictureSide * 96) / 72 / Math.max(width, height);
  return new ImageRun({
    type: 'jpg',
    data: bytes,
    transformation: { width: Math.round(width * scale), height: Math.round(height * scale) },
    floating: {
      horizontalPosition: {
        relative: HorizontalPositionRelativeFrom.MARGIN,
        align: HorizontalPositionAlign.RIGHT,
      },
      verticalPosition: { relative: VerticalPositionRelativeFrom.MARGIN, align: VerticalPositionAlign.TOP },
      wrap: { type: TextWrappingType.SQUARE },
    },
    altText: { name: 'Picture', description: 'Picture', title: 'Picture' },
  });
}

function blockParagraphs(block: ResumeBlock): Paragraph[] {
  const heading = new Paragraph({
    spacing: { before: twips(16), after: twips(6) },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: RESUME_STYLE.accent, space: 2 } },
    children: [
      new TextRun({
        text: block.heading,
        bold: true,
        size: halfPoints(RESUME_STYLE.headingSize),
        color: RESUME_STYLE.accent,
      }),
    ],
  });
  switch (block.kind) {
    case 'text':
      return [heading, ...textParagraphs(block.text)];
    case 'list':
      return block.inline
        ? [heading, new Paragraph({ text: block.items.join(INLINE_SEPARATOR) })]
        : [heading, ...block.items.map((item) => new Paragraph({ text: item, bullet: { level: 0 } }))];
    case 'entries':
      return [
        heading,
        ...block.entries.flatMap((entry) => [
          new Paragraph({
            spacing: { before: twips(6) },
            children: [new TextRun({ text: entry.title, bold: true })],
          }),
          ...(entry.meta
            ? [
                new Paragraph({
                  children: [new TextRun({ text: entry.meta, color: RESUME_STYLE.muted, italics: true })],
                }),
              ]
            : []),
          ...textParagraphs(entry.text),
        ]),
      ];
  }
}

/** One paragraph per line the person typed; blank lines are not kept. */
const textParagraphs = (text: string) =>
  text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => new Paragraph({ text: line, alignment: AlignmentType.LEFT }));
