import type { Mail } from './mailer.ts';

/** A paragraph of plain text, or a link shown as a button (and as the bare address in the text part). */
export type MailBlock = string | { button: string; href: string };

/** Text as HTML shows it literally: names and messages are people's own typing, never markup. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

const PARAGRAPH = 'margin:0 0 16px';
const BUTTON =
  'display:inline-block;padding:10px 18px;background:#0b7a5e;color:#ffffff;text-decoration:none;border-radius:4px';

const htmlBlock = (block: MailBlock) =>
  typeof block === 'string'
    ? `<p style="${PARAGRAPH}">${escapeHtml(block).replace(/\n/g, '<br>')}</p>`
    : `<p style="${PARAGRAPH}"><a href="${escapeHtml(block.href)}" style="${BUTTON}">${escapeHtml(block.button)}</a></p>`;

/**
 * Every mail the platform writes, from one list of blocks: a text part (paragraphs, the links as
 * addresses on their own line) and an HTML part in the reader's language (the same paragraphs
 * escaped, the links as buttons), so each mail reads well in any client and none injects markup.
 */
export function composeMail({
  to,
  subject,
  language,
  blocks,
}: {
  to: string;
  subject: string;
  language: 'en' | 'fr';
  blocks: readonly MailBlock[];
}): Mail {
  return {
    to,
    subject,
    body: blocks.map((block) => (typeof block === 'string' ? block : block.href)).join('\n\n'),
    html: [
      `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#171717;line-height:1.5">`,
      ...blocks.map(htmlBlock),
      '</body></html>',
    ].join(''),
  };
}
