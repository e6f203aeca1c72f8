import type { ResumeFormat, ResumeLanguage } from '@atrium/contract';
import { HttpError } from '../../platform/http-errors.ts';
import { PdfConversionFailed, type PdfConverter } from '../../platform/files/pdf-converter.ts';
import type { LoadedTemplate } from './cv-templates.service.ts';
import { cvTemplateData, type CvTemplateSource } from './template-data.ts';
import { fillCvTemplate } from './template-fill.ts';

/**
 * A CV made with a firm's template: filled (Word), then converted by LibreOffice for a PDF. Without
 * LibreOffice a PDF is refused (409) with a message offering Word, never made in another layout.
 */
export async function renderWithTemplate(
  loaded: LoadedTemplate,
  source: CvTemplateSource,
  language: ResumeLanguage,
  format: ResumeFormat,
  pdf: Pick<PdfConverter, 'available' | 'convert'>,
): Promise<Buffer> {
  if (format === 'pdf' && !pdf.available) throw new HttpError(409, 'cvTemplates.pdfUnavailable');
  const docx = await fillCvTemplate(loaded.bytes, cvTemplateData(source, language), {
    name: loaded.template.name,
    number: loaded.version.number,
    versionId: loaded.version.id,
  });
  if (format === 'docx') return docx;
  try {
    return await pdf.convert(docx);
  } catch (error) {
    if (error instanceof PdfConversionFailed) throw new HttpError(503, 'cvTemplates.pdfFailed');
    throw error;
  }
}
