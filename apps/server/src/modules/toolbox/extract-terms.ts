import type { StaffingTerms } from '@atrium/contract';
import { foldKey, tokenize, type Token } from './fold-words.ts';
import { countedMatches, glued, mayBeOrdinaryWord, type Match, type Spelling } from './term-context.ts';

export type TermKind = keyof StaffingTerms;

/** One term of the firm's vocabulary: the value a chip holds, and every way a text may say it. */
export type VocabularyTerm = { kind: TermKind; value: string; variants: readonly string[] };

/** The firm's vocabulary, indexed for reading needs: folded variant → spelling. */
export type Vocabulary = { byKey: ReadonlyMap<string, Spelling>; longest: number };

/** Words so common in needs (English and French) that a term made of only one of them would be noise. */
const TOO_COMMON = new Set(
  [
    ...['it', 'data', 'a', 'an', 'the', 'and', 'or', 'of', 'in', 'on', 'to', 'for', 'with', 'by', 'at', 'is'],
    ...['de', 'la', 'le', 'les', 'et', 'en', 'du', 'des', 'un', 'une', 'au', 'aux', 'ou', 'pour', 'par'],
    ...['sur', 'dans', 'avec', 'que', 'qui', 'est', 'l', 'd'],
  ].map(foldKey),
);

/**
 * Indexes terms by each folded variant. When two terms share a variant (a client named like a
 * sector), the first listed wins: callers list skills, then sectors, clients and languages.
 */
export function buildVocabulary(terms: readonly VocabularyTerm[]): Vocabulary {
  const byKey = new Map<string, Spelling>();
  let longest = 1;
  for (const term of terms) {
    for (const variant of [term.value, ...term.variants]) {
      const key = foldKey(variant);
      if (!key || TOO_COMMON.has(key) || byKey.has(key)) continue;
      const written = variant
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .trim();
      byKey.set(key, { term, written, plain: mayBeOrdinaryWord(term.kind, written) });
      longest = Math.max(longest, key.split(' ').length);
    }
  }
  return { byKey, longest };
}

/**
 * The terms of the vocabulary a need mentions, each once, in the order the need first says them.
 * Longest match first, so "Corporate banking" is read as itself, not as "banking"; words are
 * compared folded, so "Énergie", "energie" and "ENERGIE" are one. A plain word counts only in a
 * technical context: "ready to go on site" is not Go, "Python, Go and Kafka" is.
 */
export function extractTerms(need: string, vocabulary: Vocabulary): StaffingTerms {
  const tokens = tokenize(need);
  const matches = findMatches(tokens, vocabulary);
  const counted = countedMatches(tokens, matches);
  const found: StaffingTerms = { skills: [], sectors: [], clients: [], languages: [] };
  const seen = new Set<VocabularyTerm>();
  matches.forEach(({ spelling: { term } }, index) => {
    if (!counted[index] || seen.has(term)) return;
    seen.add(term);
    found[term.kind].push(term.value);
  });
  return found;
}

function findMatches(tokens: readonly Token[], vocabulary: Vocabulary): Match[] {
  const matches: Match[] = [];
  let at = 0;
  while (at < tokens.length) {
    let matched = 0;
    for (let size = Math.min(vocabulary.longest, tokens.length - at); size > 0; size -= 1) {
      const key = tokens
        .slice(at, at + size)
        .map((token) => token.word)
        .join(' ');
      const spelling = vocabulary.byKey.get(key);
      if (!spelling) continue;
      // "R&D", "P&C", "go-live", "c'est": a plain word glued to another is part of that word.
      if (!(spelling.plain && glued(tokens, at, at + size)))
        matches.push({ spelling, from: at, to: at + size });
      matched = size;
      break;
    }
    at += Math.max(1, matched);
  }
  return matches;
}
