/**
 * A text as the words a match compares: accents and case folded away, every run of other
 * characters a single break, except `+` and `#`, which tell C++ and C# from C.
 */
export function foldWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9+#]+/)
    .filter((word) => word.length > 0);
}

/** The key a term is known by: its folded words, one space apart. */
export const foldKey = (text: string): string => foldWords(text).join(' ');
