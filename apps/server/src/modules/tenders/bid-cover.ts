import type { ResumeLanguage } from '@atrium/contract';
import {
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { COVER_LABELS } from './cover-labels.ts';

/** A place of the cover table: the role, who fills it (a name or initials), when free, what they match. */
export type CoverRow = {
  role: string;
  person: string | null;
  /** Free over the role's weeks (true), from a date, or unknown (null). */
  availability: { fits: boolean; from: string | null } | null;
  skills: readonly string[];
};
export type CoverProfile = { person: string; role: string; lines: readonly string[] };
export type CoverReference = { name: string; client: string; year: number | null; text: string };
export type Cover = {
  title: string;
  language: ResumeLanguage;
  rows: readonly CoverRow[];
  profiles: readonly CoverProfile[];
  references: readonly CoverReference[];
};

const cell = (text: string, bold = false) =>
  new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold })] })] });

/**
 * A bid's cover as a Word document (the `docx` library the resumes use): the team table (role →
 * person, availability, matched skills), each person's relevant experience for the role, and the
 * firm's references for the tender.
 */
export async function renderCover(cover: Cover): Promise<Buffer> {
  const words = COVER_LABELS[cover.language];
  const availability = (row: CoverRow) =>
    row.availability === null
      ? words.unknown
      : row.availability.fits
        ? words.free
        : row.availability.from
          ? words.freeFrom(row.availability.from)
          : words.unknown;
  const table = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({
        tableHeader: true,
        children: [words.role, words.person, words.availability, words.skills].map((text) =>
          cell(text, true),
        ),
      }),
      ...cover.rows.map(
        (row) =>
          new TableRow({
            children: [
              cell(row.role),
              cell(row.person ?? words.open),
              cell(availability(row)),
              cell(row.skills.join(', ')),
            ],
          }),
      ),
    ],
  });
  const document = new Document({
    creator: 'Atrium',
    title: cover.title,
    sections: [
      {
        children: [
          new Paragraph({ text: cover.title, heading: HeadingLevel.TITLE }),
          new Paragraph({ text: words.team, heading: HeadingLevel.HEADING_1 }),
          table,
          new Paragraph({ text: words.profiles, heading: HeadingLevel.HEADING_1 }),
          ...cover.profiles.flatMap((profile) => [
            new Paragraph({ text: `${profile.person} — ${profile.role}`, heading: HeadingLevel.HEADING_2 }),
            ...profile.lines.map((line) => new Paragraph({ text: line, bullet: { level: 0 } })),
          ]),
          new Paragraph({ text: words.references, heading: HeadingLevel.HEADING_1 }),
          ...cover.references.flatMap((reference) => [
            new Paragraph({
              heading: HeadingLevel.HEADING_2,
              text: `${reference.name} — ${reference.client}${reference.year ? ` (${reference.year})` : ''}`,
            }),
            ...(reference.text ? [new Paragraph({ text: reference.text })] : []),
          ]),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
