/** Latin letters that Unicode does not decompose into a base letter and an accent. */
const LIGATURES: Record<string, string> = {
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
  ß: 'ss',
  Ø: 'O',
  ø: 'o',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
};

/** 'Hélène Œuvré' → 'Helene OEuvre': what a filename can carry in plain ASCII. */
export function asciiFold(text: string): string {
  return text
    .replace(/[ÆæŒœßØøŁłĐđ]/g, (letter) => LIGATURES[letter] ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '');
}

/**
 * A `Content-Disposition: attachment` header value: an ASCII `filename` every client understands,
 * and the exact name as `filename*` (RFC 6266 / RFC 5987) for those that read it.
 */
export function attachmentDisposition(filename: string): string {
  return contentDisposition('attachment', filename);
}

/** The same header for a file shown in the browser (`inline`) or saved (`attachment`). */
export function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const plain = asciiFold(filename).replace(/["\\]/g, '').trim() || 'download';
  const exact = encodeURIComponent(filename).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${plain}"; filename*=UTF-8''${exact}`;
}
