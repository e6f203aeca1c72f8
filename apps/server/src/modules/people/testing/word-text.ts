import JSZip from 'jszip';

/** The words of a Word document's body, tags removed (enough to check what a resume says). */
export async function wordText(docx: Buffer): Promise<string> {
  const xml = await (await JSZip.loadAsync(docx)).file('word/document.xml')!.async('string');
  return xml.replace(/<[^>]+>/g, ' ');
}
