import type { ResumeLanguage, ResumeSelection } from '@atrium/contract';
import type { AccessContext } from '../../platform/c13s/define-object.ts';
import type { ResumeService } from '../people/resume.service.ts';

/** One CV of a pack: whose, in what language, anonymised or not, kept to what the tender asks (the tailoring). */
export type PackCvRequest = {
  personId: string;
  lang: ResumeLanguage;
  anonymised: boolean;
  tailoring: ResumeSelection;
};
export type PackCv = { bytes: Buffer; contentType: string; fileName: string };
export type PackCvRenderer = (ctx: AccessContext, request: PackCvRequest) => Promise<PackCv>;

/**
 * The seam between a bid's pack and whatever makes CVs: the resume service's `render`, which
 * applies the one CV rule again and fills the firm's default Word template for the bid's language
 * (the built-in layout when the firm has none), as a PDF.
 */
export function renderPackCvWith(resumes: Pick<ResumeService, 'render'>): PackCvRenderer {
  return async (ctx, { personId, lang, anonymised, tailoring }) => {
    const cv = await resumes.render(ctx, { personId, lang, format: 'pdf', selection: tailoring, anonymised });
    return { bytes: cv.bytes, contentType: cv.contentType, fileName: cv.fileName };
  };
}
