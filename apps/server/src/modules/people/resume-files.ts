import type { ResumeFormat } from '@atrium/contract';
import { asciiFold } from '../../platform/files/content-disposition.ts';
import type { ResumeContent } from './resume-content.ts';
import { renderResumeDocx } from './resume-docx.ts';
import { renderResumePdfOffThread } from './resume-pdf-pool.ts';

/** A resume as a file; `templateVersionId`: the firm's template version that made it (none: built-in). */
export type ResumeFile = {
  filename: string;
  contentType: string;
  bytes: Buffer;
  templateVersionId?: string | null;
};

export const RESUME_CONTENT_TYPES: Record<ResumeFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

/** Names inside a zip are plain ASCII: older unzip tools garble anything else. */
export function zipEntryName(filename: string, taken: Set<string>): string {
  const plain = asciiFold(filename);
  const dot = plain.lastIndexOf('.');
  let name = plain;
  for (let copy = 2; taken.has(name.toLowerCase()); copy += 1) {
    name = `${plain.slice(0, dot)}-${copy}${plain.slice(dot)}`;
  }
  taken.add(name.toLowerCase());
  return name;
}

export async function renderResume(content: ResumeContent, format: ResumeFormat): Promise<Buffer> {
  return format === 'docx' ? renderResumeDocx(content) : renderResumePdfOffThread(content);
}
