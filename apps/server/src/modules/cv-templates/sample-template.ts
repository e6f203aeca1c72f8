import type { ResumeLanguage } from '@atrium/contract';
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';

const HEADINGS = {
  en: {
    summary: 'Summary',
    experiences: 'Professional experience',
    skills: 'Skills',
    languages: 'Languages',
    language: 'Language',
    level: 'Level',
    education: 'Education',
    certifications: 'Certifications',
    credentials: 'Client references',
    anonymised: 'Anonymised CV: name, contact and photo withheld at the client’s request.',
    contact: 'Contact: ',
    footer: 'CV made on {date} with the firm’s template',
  },
  fr: {
    summary: 'Synthèse',
    experiences: 'Expériences professionnelles',
    skills: 'Compétences',
    languages: 'Langues',
    language: 'Langue',
    level: 'Niveau',
    education: 'Formation',
    certifications: 'Certifications',
    credentials: 'Références clients',
    anonymised: 'CV anonymisé : nom, contact et photo retirés à la demande du client.',
    contact: 'Contact : ',
    footer: 'CV produit le {date} avec le modèle du cabinet',
  },
};

const FIRM_BLUE = '1F4E79';
const text = (value: string, bold = false) =>
  new Paragraph({ children: [new TextRun({ text: value, bold })] });
const heading = (value: string) =>
  new Paragraph({
    heading: HeadingLevel.HEADING_2,
    spacing: { before: 240 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: FIRM_BLUE, space: 2 } },
    children: [new TextRun({ text: value, color: FIRM_BLUE })],
  });
const cell = (value: string, bold = false) =>
  new TableCell({ width: { size: 50, type: WidthType.PERCENTAGE }, children: [text(value, bold)] });

/**
 * A template that uses every placeholder of CV_TEMPLATE_PLACEHOLDERS once, in the firm's blue: the
 * photo and name on top, the anonymised notice as a condition, experiences as paragraphs, skills
 * on one line, languages as table rows, certifications as a bulleted list, the date in the
 * footer. Designers start from it in Word (`npm run cv-template-sample`, or the upload dialog).
 */
export function sampleCvTemplate(language: ResumeLanguage): Promise<Buffer> {
  const words = HEADINGS[language];
  const document = new Document({
    creator: 'Atrium',
    title: 'CV template',
    description: 'Atrium CV template sample',
    numbering: {
      config: [
        {
          reference: 'bullets',
          levels: [{ level: 0, format: 'bullet', text: '•', alignment: AlignmentType.LEFT }],
        },
      ],
    },
    sections: [
      {
        footers: {
          default: new Footer({
            children: [
              new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun(words.footer)] }),
            ],
          }),
        },
        children: [
          text('{photo}'),
          new Paragraph({
            heading: HeadingLevel.TITLE,
            children: [new TextRun({ text: '{name}', color: FIRM_BLUE })],
          }),
          text('{job_title} · {grade} · {business_unit}', true),
          text('{years_of_experience}'),
          text('{#named}'),
          text(`${words.contact}{first_name} {last_name} — {email}`),
          text('{/named}'),
          text('{#anonymised}'),
          new Paragraph({ children: [new TextRun({ text: words.anonymised, italics: true })] }),
          text('{/anonymised}'),
          text('{initials}'),
          heading(words.summary),
          text('{summary}'),
          heading(words.experiences),
          text('{#experiences}'),
          text('{role} — {client}', true),
          new Paragraph({ children: [new TextRun({ text: '{period}', italics: true })] }),
          text('{description}'),
          text('{skills}'),
          text('{/experiences}'),
          heading(words.skills),
          text('{#skills}{skill} · {/skills}'),
          heading(words.languages),
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: [
              new TableRow({
                tableHeader: true,
                children: [cell(words.language, true), cell(words.level, true)],
              }),
              new TableRow({ children: [cell('{#languages}{language}'), cell('{level}{/languages}')] }),
            ],
          }),
          heading(words.education),
          text('{#education}'),
          text('{degree}, {school} ({year})'),
          text('{/education}'),
          heading(words.certifications),
          new Paragraph({
            numbering: { reference: 'bullets', level: 0 },
            text: '{#certifications}{certification}{/certifications}',
          }),
          heading(words.credentials),
          text('{#credentials}'),
          text('{reference} ({year})', true),
          text('{contribution}'),
          text('{/credentials}'),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
