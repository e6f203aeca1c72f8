import { htmlBlock, htmlButtonLink, htmlMail, htmlParagraph } from './mail-html.ts';
import type { Mail } from './mailer.ts';

/** A paragraph of plain text, or a link shown as a button (and as the bare address in the text part). */
export type MailBlock = string | { button: string; href: string };

/**
 * A mail made of paragraphs and buttons, written once: a text part (paragraphs, each link as an
 * address on its own line) and an HTML part in the reader's language (the same paragraphs escaped,
 * each link as a button).
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
    html: htmlMail(
      language,
      blocks.map((block) =>
        typeof block === 'string'
          ? htmlParagraph(block)
          : htmlBlock(htmlButtonLink(block.href, block.button)),
      ),
    ),
  };
}
