import type { ResumeContent } from './resume-content.ts';
import { renderResumePdf } from './resume-pdf.ts';

/**
 * Runs in a worker thread (resume-pdf-pool.ts). Buffers cross threads as plain Uint8Arrays, so the
 * picture is wrapped again for pdfkit, and the PDF goes back as the same bytes, not a copy.
 */
export async function renderInWorker(content: ResumeContent): Promise<Uint8Array> {
  const picture = content.picture && {
    ...content.picture,
    bytes: Buffer.from(
      content.picture.bytes.buffer,
      content.picture.bytes.byteOffset,
      content.picture.bytes.byteLength,
    ),
  };
  return renderResumePdf({ ...content, picture });
}
