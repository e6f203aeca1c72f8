/**
 * The pieces of a mail's HTML part, the same in every area's mails: text always escaped (a name or
 * a campaign's message is someone's typing, never markup), paragraphs, and a link as a button.
 */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

/** A paragraph of HTML already made safe (escaped text, a button). */
export const htmlBlock = (html: string) => `<p style="margin:0 0 16px">${html}</p>`;

/** A paragraph of plain text; its line breaks stay line breaks. */
export const htmlParagraph = (text: string) => htmlBlock(escapeHtml(text).replace(/\n/g, '<br>'));

/** A link shown as a button. */
export const htmlButtonLink = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;background:#0b7a5e;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(label)}</a>`;

/** The document around a mail's HTML parts. */
export const htmlMail = (language: string, parts: string[]) =>
  [
    `<!doctype html><html lang="${escapeHtml(language)}"><body style="font-family:Arial,sans-serif;color:#171717;line-height:1.5">`,
    ...parts,
    '</body></html>',
  ].join('');
