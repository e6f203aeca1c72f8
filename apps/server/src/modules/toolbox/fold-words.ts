/** One word of a text: folded for matching, as written (accents folded) for its casing, and what precedes it. */
export type Token = { word: string; written: string; before: string };

/**
 * A text as the words a match compares: accents and case folded away, every run of other
 * characters a single break, except `+` and `#`, which tell C++ and C# from C. Each word keeps
 * how it was written and the characters before it, which say whether a short or common word is
 * meant as a term (its casing, a list, "R&D").
 */
export function tokenize(text: string): Token[] {
  const plain = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  const tokens: Token[] = [];
  let end = 0;
  for (const match of plain.matchAll(/[A-Za-z0-9+#]+/g)) {
    tokens.push({ word: match[0].toLowerCase(), written: match[0], before: plain.slice(end, match.index) });
    end = match.index + match[0].length;
  }
  return tokens;
}

export function foldWords(text: string): string[] {
  return tokenize(text).map((token) => token.word);
}

/** The key a term is known by: its folded words, one space apart. */
export const foldKey = (text: string): string => foldWords(text).join(' ');
