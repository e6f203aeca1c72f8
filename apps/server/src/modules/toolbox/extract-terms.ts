import type { StaffingTerms } from '@atrium/contract';
import { foldKey, foldWords } from './fold-words.ts';

export type TermKind = keyof StaffingTerms;

/** One term of the firm's vocabulary: the value a chip holds, and every way a text may say it. */
export type VocabularyTerm = { kind: TermKind; value: string; variants: readonly string[] };

/** The firm's vocabulary, indexed for reading needs: folded variant → term. */
export type Vocabulary = { byKey: ReadonlyMap<string, VocabularyTerm>; longest: number };

/** Words so common in needs that a term made of only one of them would be noise. */
const TOO_COMMON = new Set(['it', 'data', 'a', 'the', 'and', 'or', 'de', 'la', 'le', 'les', 'et', 'en']);

/**
 * Indexes terms by each folded variant. When two terms share a variant (a client named like a
 * sector), the first listed wins: callers list skills, then sectors, clients and languages.
 */
export function buildVocabulary(terms: readonly VocabularyTerm[]): Vocabulary {
  const byKey = new Map<string, VocabularyTerm>();
  let longest = 1;
  for (const term of terms) {
    for (const variant of [term.value, ...term.variants]) {
      const key = foldKey(variant);
      if (!key || TOO_COMMON.has(key) || byKey.has(key)) continue;
      byKey.set(key, term);
      longest = Math.max(longest, key.split(' ').length);
    }
  }
  return { byKey, longest };
}

/**
 * The terms of the vocabulary a need mentions, each once, in the order the need first says them.
 * Longest match first, so "Corporate banking" is read as itself, not as "banking"; words are
 * compared folded, so "Énergie", "energie" and "ENERGIE" are one.
 */
export function extractTerms(need: string, vocabulary: Vocabulary): StaffingTerms {
  const found: StaffingTerms = { skills: [], sectors: [], clients: [], languages: [] };
  const seen = new Set<VocabularyTerm>();
  const words = foldWords(need);
  let at = 0;
  while (at < words.length) {
    let matched = 0;
    for (let size = Math.min(vocabulary.longest, words.length - at); size > 0; size -= 1) {
      const term = vocabulary.byKey.get(words.slice(at, at + size).join(' '));
      if (!term) continue;
      if (!seen.has(term)) {
        seen.add(term);
        found[term.kind].push(term.value);
      }
      matched = size;
      break;
    }
    at += Math.max(1, matched);
  }
  return found;
}
