import { describe, expect, it } from 'vitest';
import type { ResumeContent } from './resume-content.ts';
import { renderResumeDocx } from './resume-docx.ts';
import { RESUME_LABELS } from './resume-labels.ts';
import { renderResumePdf } from './resume-pdf.ts';
import { pdfText } from './testing/pdf-text.ts';
import { wordText } from './testing/word-text.ts';

const resumeOf = (name: string, language: ResumeContent['language'] = 'en'): ResumeContent => ({
  language,
  name,
  title: 'Consultant',
  subtitle: null,
  picture: null,
  blocks: [
    { kind: 'text', heading: 'Summary', text: `${name} — 10 years in energy.` },
    {
      kind: 'list',
      heading: 'Skills',
      items: ['Kubernetes', 'Żurek', 'Πληροφορική', 'Данные'],
      inline: true,
    },
  ],
});

describe('resumes in every script', () => {
  it.each(['Łukasz Żółć', 'Αλέξανδρος Παπαδόπουλος', 'Иван Петров', 'Nguyễn Thị Ánh', 'Øyvind Ærø'])(
    "prints %s's name and skills exactly in the PDF, with no notice",
    async (name) => {
      const text = await pdfText(await renderResumePdf(resumeOf(name)));
      expect(text).toContain(name);
      expect(text).toContain(`${name} — 10 years in energy.`);
      expect(text).toContain('Kubernetes · Żurek · Πληροφορική · Данные');
      expect(text).not.toContain(RESUME_LABELS.en.charactersLeftOut.slice(0, 30));
    },
  );

  it('leaves out the Chinese characters the PDF font lacks and says so, in the resume language', async () => {
    for (const language of ['en', 'fr'] as const) {
      const text = await pdfText(await renderResumePdf(resumeOf('王芳 Wang Fang', language)));
      expect(text).toContain('Wang Fang');
      expect(text).not.toContain('王');
      expect(text.replace(/\s+/g, ' ')).toContain(RESUME_LABELS[language].charactersLeftOut);
    }
  });

  it('keeps every script in the Word resume, Chinese included', async () => {
    for (const name of ['Łukasz Żółć', 'Αλέξανδρος Παπαδόπουλος', 'Иван Петров', '王芳']) {
      expect(await wordText(await renderResumeDocx(resumeOf(name)))).toContain(name);
    }
  });
});
