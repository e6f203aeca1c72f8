import type { Token } from './fold-words.ts';
import type { TermKind, VocabularyTerm } from './extract-terms.ts';

/**
 * When a word of a need that could be an ordinary word (Go, R, Spark, Mobility, banque) is meant
 * as the skill or sector it spells: the technical context around it, read from the words'
 * casing, the punctuation between them and their neighbours. Name-shaped terms need none.
 */

/** A way of saying a term, as the vocabulary knows it. */
export type Spelling = {
  term: VocabularyTerm;
  /** As the firm writes it (accents folded): "Go", "Spark", "banque". */
  written: string;
  /** One ordinary word or ≤ 2 letters: it may be a common word rather than the term (see `mayBeOrdinaryWord`). */
  plain: boolean;
};

/** A spelling found in a need, at tokens [from, to). */
export type Match = { spelling: Spelling; from: number; to: number };

/** Kinds whose names may be ordinary words; clients and languages are read as written. */
const CONTEXT_KINDS: ReadonlySet<TermKind> = new Set(['skills', 'sectors']);

/**
 * A spelling that could be an ordinary word of a sentence: at most two letters (Go, R, C), or one
 * word of letters written as words are (Spark, Swift, Mobility, banque), unlike SQL, PostgreSQL,
 * C++, Node.js or Power BI, whose shape alone says they are names. Such a term counts only in a
 * technical context (`countedMatches`). A rule on the shape, not a list of words: a new tag follows
 * it. Its limit: a product name written as a word, opening a sentence with no skill near it
 * ("Kafka engineers wanted."), reads like "Spark new ideas." and is not counted.
 */
export function mayBeOrdinaryWord(kind: TermKind, written: string): boolean {
  if (!CONTEXT_KINDS.has(kind)) return false;
  const letters = written.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return /^[A-Za-z]{1,2}$/.test(letters) || /^[A-Za-z][a-z]+$/.test(letters);
}

/**
 * Joins a word to its neighbour without a space: `&` or a hyphen on either side ("R&D", "go-live"),
 * an apostrophe after it ("c'est"); the word after an apostrophe is itself ("l'assurance").
 */
export const glued = (tokens: readonly Token[], from: number, to: number) =>
  (from > 0 && /^[&-]$/.test(tokens[from]!.before)) ||
  (to < tokens.length && /^[&'’-]$/.test(tokens[to]!.before));

/** What may stand between two items of a list: punctuation, and the words "and", "or", "et", "ou". */
const LIST_SEPARATOR = /^[\s,;/&+()[\]·:]*$/;
const LIST_WORDS = new Set(['and', 'or', 'et', 'ou', 'as', 'well']);

/** A sentence starts here: its first word is capitalised whatever it means. */
const sentenceStart = (tokens: readonly Token[], at: number) =>
  at === 0 || /[.!?\n•]/.test(tokens[at]!.before);

/** Words that say a nearby plain word names a sector: "in banking", "le secteur de l'énergie", "banking clients". */
const SECTOR_BEFORE = new Set(
  'in into within across dans chez en secteur secteurs sector acteur acteurs industrie industry marche market compagnie compagnies'.split(
    ' ',
  ),
);
const SECTOR_AFTER = new Set(
  'sector sectors industry industries market markets secteur players acteurs client clients background firms companies groups group operator operators'.split(
    ' ',
  ),
);
const SECTOR_CUE_REACH = 3;

/** French articles and words that elide before a vowel: l', d', qu' (straight or typographic apostrophe). */
const ELIDED = new Set(['l', 'd', 'qu']);

/**
 * Right after an elided article, "l'aéronautique", "d’assurance": French makes the word a noun
 * there, the sector itself, as "in" does in "in banking". A tag's name or an alias alike (issue 47:
 * the alias "aéronautique" made "expérience de l'aéronautique" lose the sector Aerospace).
 */
const afterElision = (tokens: readonly Token[], at: number) =>
  at > 0 && ELIDED.has(tokens[at - 1]!.word) && /^['’]$/.test(tokens[at]!.before);

/** At most this many words between a name written with its capitals and a skill beside it: "Angular to React". */
const NEAR = 2;

/**
 * Whether each match counts: a name-shaped term always; a plain word when written with the term's
 * own capitals away from a sentence's start ("in Go", not "Go-live" nor "Spark new ideas"), as an
 * item of a list beside a counted term of its kind ("Databricks et Spark", "R, SAS"), written with
 * its capitals a word or two from a counted term of its kind ("Angular to React", "Snowflake and
 * dbt"), or, for a sector, beside a word saying it is one ("in banking", "dans l'assurance") or
 * after an elided article ("de l'aéronautique", "d’assurance").
 */
export function countedMatches(tokens: readonly Token[], matches: readonly Match[]): boolean[] {
  // A need that is only terms ("Kubernetes", "spark, kafka") is typed as a search: each is meant.
  if (onlyTerms(tokens, matches)) return matches.map(() => true);
  const counted = matches.map((match) => !match.spelling.plain || ownContext(tokens, match));
  // Context spreads along a list: "R, SAS and Go" counts Go once SAS counts, then R beside it.
  for (let changed = true; changed;) {
    changed = false;
    matches.forEach((match, index) => {
      if (counted[index]) return;
      const beside = [index - 1, index + 1].some((other) => {
        const neighbour = matches[other];
        if (!neighbour || neighbour.spelling.term.kind !== match.spelling.term.kind) return false;
        const [first, second] = other < index ? [neighbour, match] : [match, neighbour];
        if (counted[other])
          return listed(tokens, first, second) || (cased(tokens, match) && near(tokens, first, second));
        // Two plain words listed together, one written with its capitals: "Snowflake and dbt".
        return (cased(tokens, match) || cased(tokens, neighbour)) && listed(tokens, first, second);
      });
      if (beside) counted[index] = changed = true;
    });
  }
  return counted;
}

function onlyTerms(tokens: readonly Token[], matches: readonly Match[]): boolean {
  const inTerm = new Set(
    matches.flatMap(({ from, to }) => Array.from({ length: to - from }, (_, at) => from + at)),
  );
  return tokens.every((token, at) => inTerm.has(at) || LIST_WORDS.has(token.word));
}

/** Written with the term's own capitals, as a name is: "Go", "Spark", not "go" or "spark". */
function cased(tokens: readonly Token[], { spelling, from, to }: Match): boolean {
  const written = tokens
    .slice(from, to)
    .map((token) => token.written)
    .join(' ');
  return /[A-Z]/.test(spelling.written) && written === spelling.written;
}

function ownContext(tokens: readonly Token[], match: Match): boolean {
  if (cased(tokens, match) && !sentenceStart(tokens, match.from)) return true;
  if (match.spelling.term.kind !== 'sectors') return false;
  if (afterElision(tokens, match.from)) return true;
  const before = tokens
    .slice(Math.max(0, match.from - SECTOR_CUE_REACH), match.from)
    .map((token) => token.word);
  return before.some((word) => SECTOR_BEFORE.has(word)) || SECTOR_AFTER.has(tokens[match.to]?.word ?? '');
}

/** Two matches a word or two apart within one clause. */
function near(tokens: readonly Token[], first: Match, second: Match): boolean {
  if (second.from - first.to > NEAR) return false;
  for (let at = first.to; at <= second.from; at += 1) if (/[.!?;:\n]/.test(tokens[at]!.before)) return false;
  return true;
}

/** Two matches next to each other as items of a list: only separators and "and"/"et" between. */
function listed(tokens: readonly Token[], first: Match, second: Match): boolean {
  for (let at = first.to; at <= second.from; at += 1) {
    if (!LIST_SEPARATOR.test(tokens[at]!.before)) return false;
    if (at < second.from && !LIST_WORDS.has(tokens[at]!.word)) return false;
  }
  return true;
}
