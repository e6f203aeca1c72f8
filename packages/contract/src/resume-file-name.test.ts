import { describe, expect, it } from 'vitest';
import { resumeFileName } from './resume-file-name.ts';

const helene = { first_name: 'Hélène', last_name: 'Le Gall' };

describe('resumeFileName', () => {
  it('names the base resume by the person and language alone', () => {
    expect(resumeFileName(helene, 'fr', 'pdf', { is_base: true, title: 'Base resume' })).toBe(
      'Hélène-Le-Gall-CV-fr.pdf',
    );
    expect(resumeFileName(helene, 'en', 'docx')).toBe('Hélène-Le-Gall-CV-en.docx');
  });

  it('names two French resumes of one person apart by their titles, without what no file system takes', () => {
    const energy = resumeFileName(helene, 'fr', 'pdf', { is_base: false, title: 'Énergie : RFP 2026/Q3' });
    const banking = resumeFileName(helene, 'fr', 'pdf', { is_base: false, title: 'Banking pitch' });
    expect(energy).toBe('Hélène-Le-Gall-CV-Énergie-RFP-2026Q3-fr.pdf');
    expect(banking).toBe('Hélène-Le-Gall-CV-Banking-pitch-fr.pdf');
  });

  it('keeps a long title short enough for any file system', () => {
    const name = resumeFileName(helene, 'fr', 'docx', { is_base: false, title: 'word '.repeat(60) });
    expect(name.length).toBeLessThan(100);
    expect(name).toMatch(/-word-fr\.docx$/);
  });
});
