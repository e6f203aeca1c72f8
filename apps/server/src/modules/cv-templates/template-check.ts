import { CV_TEMPLATE_PLACEHOLDERS, message, type ServerMessageKey } from '@atrium/contract';
import JSZip from 'jszip';
import { badRequest } from '../../platform/http-errors.ts';

const MAIN_DOCUMENT = 'word/document.xml';
/** Where a template's placeholders may be: the body, then its headers and footers. */
const TEXT_PARTS = /^word\/(document|header\d*|footer\d*)\.xml$/;
/** An unpacked template larger than this is a zip bomb, not a CV layout. */
const UNPACKED_MAX = 100 * 1024 * 1024;

const { fields, loops, conditions, images } = CV_TEMPLATE_PLACEHOLDERS;
const TOP_NAMES = new Set<string>([...fields, ...images].map((placeholder) => placeholder.name));
const BLOCK_NAMES = new Set<string>([...loops, ...conditions].map((placeholder) => placeholder.name));
const LOOP_FIELDS = new Map<string, Set<string>>(
  loops.map((loop) => [loop.name, new Set(loop.fields.map((inner) => inner.name))]),
);

/** A template refused: the message names the line and the placeholder, on the `file` field too. */
const refused = (code: ServerMessageKey, params?: { line: number; placeholder: string; loop?: string }) => {
  const said = message(code, params);
  return badRequest(said, { file: said });
};

/** One paragraph of a part, with its text joined across Word's runs (a tag may be split by styling). */
type Line = { number: number; text: string };

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');

/**
 * The part's paragraphs, numbered from 1 as Word shows lines (empty ones count), each with its
 * text and the alt texts of its pictures (a `{photo}` may be a picture's alt text).
 */
function linesOf(xml: string): Line[] {
  const paragraphs = xml.split(/<w:p[ >]/).slice(1);
  return paragraphs.map((paragraph, index) => {
    const texts = [...paragraph.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]);
    const altTexts = [...paragraph.matchAll(/<wp:docPr\b[^>]*\bdescr="([^"]*)"/g)].map((match) => match[1]);
    return { number: index + 1, text: decode([...texts, ...altTexts].join('')) };
  });
}

type Open = { name: string; line: number; raw: string };

/**
 * Checks each tag against CV_TEMPLATE_PLACEHOLDERS in document order: a field known at its place
 * (a loop's own fields only inside it), loops and conditions opened and closed in turn.
 */
function checkLines(lines: readonly Line[], found: Set<string>): void {
  const open: Open[] = [];
  for (const { number: line, text } of lines) {
    for (const match of text.matchAll(/\{([^{}]*)(\}|$)/g)) {
      const raw = match[0];
      if (match[2] !== '}') throw refused('cvTemplates.unclosedBrace', { line, placeholder: raw });
      // `{name [options]}`: easy-template-x's options (loopOver, an image's size) are not names.
      const body = match[1]!.replace(/\[.*\]$/, '').trim();
      const kind = body.charAt(0);
      const name = kind === '#' || kind === '/' ? body.slice(1).trim() : body;
      if (kind === '#') {
        if (!BLOCK_NAMES.has(name)) {
          throw refused(TOP_NAMES.has(name) ? 'cvTemplates.notLoop' : 'cvTemplates.unknownPlaceholder', {
            line,
            placeholder: raw,
          });
        }
        open.push({ name, line, raw });
        found.add(`#${name}`);
      } else if (kind === '/') {
        const innermost = open.pop();
        if (!innermost) throw refused('cvTemplates.unopenedClose', { line, placeholder: raw });
        if (name && name !== innermost.name) {
          throw refused('cvTemplates.unclosedLoop', { line: innermost.line, placeholder: innermost.raw });
        }
      } else {
        const inLoop = open.some((block) => LOOP_FIELDS.get(block.name)?.has(name));
        if (!inLoop && !TOP_NAMES.has(name)) {
          const owner = loops.find((loop) => LOOP_FIELDS.get(loop.name)!.has(name));
          if (owner) {
            throw refused('cvTemplates.outsideLoop', { line, placeholder: raw, loop: `{#${owner.name}}` });
          }
          throw refused(BLOCK_NAMES.has(name) ? 'cvTemplates.notLoop' : 'cvTemplates.unknownPlaceholder', {
            line,
            placeholder: raw,
          });
        }
        found.add(name);
      }
    }
  }
  const innermost = open.pop();
  if (innermost)
    throw refused('cvTemplates.unclosedLoop', { line: innermost.line, placeholder: innermost.raw });
}

/** What a Word file is made of, read once: its parts by name. */
async function openDocx(bytes: Buffer): Promise<JSZip> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    throw refused(
      bytes.subarray(0, 2).toString('latin1') === 'PK' ? 'cvTemplates.broken' : 'cvTemplates.notDocx',
    );
  }
  let unpacked = 0;
  zip.forEach((_, entry) => {
    // jszip keeps each entry's declared size; a bomb declares it (and is cut short below if it lies).
    unpacked += (entry as unknown as { _data?: { uncompressedSize?: number } })._data?.uncompressedSize ?? 0;
  });
  if (unpacked > UNPACKED_MAX) throw refused('cvTemplates.broken');
  return zip;
}

/**
 * Refuses what is not a template Atrium can fill, naming the line and the placeholder: not a Word
 * file, a macro document, a broken file, an unknown placeholder, a loop left open. Answers the
 * placeholders it holds (`#loop` for loops and conditions).
 */
export async function checkCvTemplate(bytes: Buffer): Promise<string[]> {
  const zip = await openDocx(bytes);
  const types = await zip.file('[Content_Types].xml')?.async('string');
  if (zip.file('word/vbaProject.bin') || types?.includes('macroEnabled')) throw refused('cvTemplates.macros');
  if (!types?.includes('wordprocessingml.document.main+xml') || !zip.file(MAIN_DOCUMENT)) {
    throw refused('cvTemplates.notDocx');
  }
  const parts = Object.keys(zip.files)
    .filter((name) => TEXT_PARTS.test(name))
    // The body first: its lines are the ones a designer reads the message against.
    .sort((a, b) => Number(b === MAIN_DOCUMENT) - Number(a === MAIN_DOCUMENT));
  const found = new Set<string>();
  for (const part of parts) {
    let xml: string;
    try {
      xml = await zip.file(part)!.async('string');
    } catch {
      throw refused('cvTemplates.broken');
    }
    if (part === MAIN_DOCUMENT && !xml.includes('<w:body')) throw refused('cvTemplates.broken');
    checkLines(linesOf(xml), found);
  }
  return [...found];
}
