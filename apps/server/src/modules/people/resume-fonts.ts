import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

/**
 * DejaVu Sans, embedded in every PDF resume (pdfkit keeps only the glyphs used): Latin with all its
 * accents, Greek, Cyrillic and more, where the PDF's built-in Helvetica knows only Western
 * European letters.
 */
const FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  italic: 'dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf',
} as const;

export type ResumeFontStyle = keyof typeof FILES;

let files: Record<ResumeFontStyle, Buffer> | undefined;
let regular: Font | undefined;

/**
 * The font files' bytes, read once per process. Each document parses them again: a parsed font
 * shared by two documents mixes up their glyph numbering (a Cyrillic letter came out as a control
 * character), so only the bytes are shared.
 */
export function resumeFonts(): Record<ResumeFontStyle, Buffer> {
  if (!files) {
    const resolve = createRequire(import.meta.url).resolve;
    const read = (file: string) => readFileSync(resolve(file));
    files = { regular: read(FILES.regular), bold: read(FILES.bold), italic: read(FILES.italic) };
  }
  return files;
}

/**
 * Whether the embedded font draws this character. Chinese, Japanese and Korean are beyond it (a
 * font with them would weigh tens of megabytes): the resume leaves them out and says so.
 */
export function canPrint(char: string): boolean {
  const codePoint = char.codePointAt(0)!;
  // Only asked which characters exist: sharing this parsed font is safe.
  regular ??= create(resumeFonts().regular) as Font;
  return codePoint < 0x20 || regular.hasGlyphForCodePoint(codePoint);
}
