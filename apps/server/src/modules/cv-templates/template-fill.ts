import { TemplateHandler, type TemplateData } from 'easy-template-x';
import JSZip from 'jszip';

const CORE_PROPERTIES = 'docProps/core.xml';

/** Which template made a CV: written into the file, so it says so wherever it travels. */
export type TemplateStamp = { name: string; number: number; versionId: string };

/** 'Atrium CV template “Firm standard” v3 (uuid)': the file's description property. */
export const stampText = ({ name, number, versionId }: TemplateStamp) =>
  `Atrium CV template “${name}” v${number} (${versionId})`;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Sets the document's description (File › Info › Properties in Word) to the stamp. */
async function stamped(docx: Buffer, stamp: TemplateStamp): Promise<Buffer> {
  const zip = await JSZip.loadAsync(docx);
  const core = await zip.file(CORE_PROPERTIES)?.async('string');
  // A template saved without core properties (rare: Word always writes them) goes unstamped; the
  // response header still names the version.
  if (!core) return docx;
  const description = `<dc:description>${escapeXml(stampText(stamp))}</dc:description>`;
  const withDescription = /<dc:description\b[^>]*(\/>|>[\s\S]*?<\/dc:description>)/.test(core)
    ? core.replace(/<dc:description\b[^>]*(\/>|>[\s\S]*?<\/dc:description>)/, description)
    : core.replace('</cp:coreProperties>', `${description}</cp:coreProperties>`);
  const withNamespace = withDescription.includes('xmlns:dc=')
    ? withDescription
    : withDescription.replace(
        '<cp:coreProperties',
        '<cp:coreProperties xmlns:dc="http://purl.org/dc/elements/1.1/"',
      );
  zip.file(CORE_PROPERTIES, withNamespace);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** The template filled with the CV's values (template-data.ts), stamped with its version. */
export async function fillCvTemplate(
  template: Buffer,
  data: TemplateData,
  stamp: TemplateStamp,
): Promise<Buffer> {
  const filled = await new TemplateHandler().process(template, data);
  return stamped(Buffer.from(filled), stamp);
}
