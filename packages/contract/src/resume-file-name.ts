import type { ResumeFormat } from './resume.ts';

/** A title's part of a file name is cut here, so the whole name stays well under file systems' 255 bytes. */
const TITLE_PART_MAX = 60;

/** Words as a file name part: characters no file system takes dropped, spaces as hyphens. */
const namePart = (text: string) =>
  text
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '')
    .trim()
    .replace(/\s+/g, '-');

/**
 * A resume file's name, the server's (its content-disposition) and the web's if that header is lost:
 * 'Hélène Le Gall', 'fr', 'pdf' → 'Hélène-Le-Gall-CV-fr.pdf'. A resume other than the base one adds
 * its title, so two French resumes of one person are two files: 'Hélène-Le-Gall-CV-Energy-client-fr.pdf'.
 */
export function resumeFileName(
  person: { first_name: string; last_name: string },
  language: string,
  format: ResumeFormat,
  resume?: { is_base: boolean; title: string },
): string {
  const name = namePart(`${person.first_name} ${person.last_name}`) || 'Resume';
  const titled =
    resume && !resume.is_base ? namePart(resume.title).slice(0, TITLE_PART_MAX).replace(/-+$/, '') : '';
  return `${name}-CV-${titled ? `${titled}-` : ''}${language}.${format}`;
}
