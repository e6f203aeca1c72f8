import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { credentials } from '../credentials/credentials.tables.ts';
import { experiences, tags } from '../people/people.tables.ts';
import { buildVocabulary, type TermKind, type Vocabulary, type VocabularyTerm } from './extract-terms.ts';
import type { SkillKnowledge } from './skill-knowledge.ts';

/** Languages a need names, by their ISO code: the firm's usual ones. */
const LANGUAGE_CODES = ['fr', 'en', 'de', 'es', 'it', 'nl', 'pt', 'ar', 'zh', 'ja', 'ru', 'pl'] as const;

/** How long the vocabulary is reused: a new tag or client is understood within this time. */
const VOCABULARY_TTL_MS = 30_000;

function languageTerms(): VocabularyTerm[] {
  const names = ['en', 'fr'].map((language) => new Intl.DisplayNames([language], { type: 'language' }));
  return LANGUAGE_CODES.map((code) => ({
    kind: 'languages',
    value: code,
    variants: names.map((display) => display.of(code) ?? code),
  }));
}

/**
 * The firm's own vocabulary, as a need is read against it: skills (technical tags), sectors
 * (sectorial and market tags), with their aliases, clients of past assignments and credentials,
 * and language names in English and French.
 */
async function loadVocabulary(db: DbOrTx, knowledge: SkillKnowledge): Promise<Vocabulary> {
  const [tagRows, aliasRows, clientRows] = await Promise.all([
    db
      .select({ type: tags.type, name: tags.name })
      .from(tags)
      .where(inArray(tags.type, ['technical', 'sectorial', 'market'])),
    knowledge.aliases(db),
    db
      .selectDistinct({ client: experiences.client })
      .from(experiences)
      .union(db.selectDistinct({ client: credentials.client }).from(credentials)),
  ]);
  const kindOf = (type: string): TermKind => (type === 'technical' ? 'skills' : 'sectors');
  const variants = new Map<string, string[]>();
  for (const { type, name, alias } of aliasRows) {
    const key = `${kindOf(type)}:${name.toLowerCase()}`;
    variants.set(key, [...(variants.get(key) ?? []), alias]);
  }
  const tagTerms = tagRows
    .map(({ type, name }): VocabularyTerm => {
      const kind = kindOf(type);
      return { kind, value: name, variants: variants.get(`${kind}:${name.toLowerCase()}`) ?? [] };
    })
    // Skills first: a word both a skill and a sector is read as the skill.
    .sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'skills' ? -1 : 1));
  const clientTerms = clientRows.map(({ client }): VocabularyTerm => ({
    kind: 'clients',
    value: client,
    variants: [],
  }));
  return buildVocabulary([...tagTerms, ...clientTerms, ...languageTerms()]);
}

/** The vocabulary, read at most every VOCABULARY_TTL_MS: it changes rarely and costs a scan of assignments. */
export function vocabularyCache(knowledge: SkillKnowledge, ttlMs = VOCABULARY_TTL_MS) {
  let cached: { at: number; vocabulary: Promise<Vocabulary> } | null = null;
  return (db: DbOrTx): Promise<Vocabulary> => {
    const now = Date.now();
    if (!cached || now - cached.at > ttlMs) {
      const vocabulary = loadVocabulary(db, knowledge);
      cached = { at: now, vocabulary };
      // A failed read is not kept: the next need tries again.
      vocabulary.catch(() => {
        cached = null;
      });
    }
    return cached.vocabulary;
  };
}
