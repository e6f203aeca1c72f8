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
 * THE SEAM between a bid's pack and whatever makes CVs: today the built-in layout's tailored CV as
 * a PDF (`ResumeService.generate` with a selection, which applies the one CV rule again). When the
 * firm's Word templates land (issue 49 §1), this is the one place to change: call
 * `resumeServiceOf(app).render(ctx, { personId, lang, anonymised, tailoring })` instead.
 */
export function renderPackCvWith(resumes: Pick<ResumeService, 'generate'>): PackCvRenderer {
  return async (ctx, { personId, lang, anonymised, tailoring }) => {
    const file = await resumes.generate(ctx, {
      user_id: personId,
      format: 'pdf',
      language: lang,
      selection: tailoring,
      anonymised,
    });
    return { bytes: file.bytes, contentType: file.contentType, fileName: file.filename };
  };
}
