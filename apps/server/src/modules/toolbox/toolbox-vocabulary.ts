import { inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { credentials } from '../credentials/credentials.tables.ts';
import { experiences, tags } from '../people/people.tables.ts';
import { buildVocabulary, type TermKind, type Vocabulary, type VocabularyTerm } from './extract-terms.ts';
import { FRENCH_TERMS } from './french-terms.ts';
import type { SkillKnowledge } from './skill-knowledge.ts';
import { personTerms, toolboxVocabularyVersion } from './toolbox.tables.ts';

/** Languages a need names, by their ISO code: the firm's usual ones. */
const LANGUAGE_CODES = ['fr', 'en', 'de', 'es', 'it', 'nl', 'pt', 'ar', 'zh', 'ja', 'ru', 'pl'] as const;

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
 * (sectorial and market tags, and the markets people are in while some are not tags yet), with
 * their aliases and French names, clients of past assignments and credentials, and language
 * names in English and French.
 */
async function loadVocabulary(db: DbOrTx, knowledge: SkillKnowledge): Promise<Vocabulary> {
  const [tagRows, marketRows, aliasRows, clientRows] = await Promise.all([
    db
      .select({ type: tags.type, name: tags.name })
      .from(tags)
      .where(inArray(tags.type, ['technical', 'sectorial', 'market'])),
    db.selectDistinct({ name: personTerms.market }).from(personTerms).where(isNotNull(personTerms.market)),
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
  const markets = marketRows.flatMap(({ name }) => (name ? [{ type: 'market', name }] : []));
  const tagTerms = [...tagRows, ...markets]
    .map(({ type, name }): VocabularyTerm => {
      const kind = kindOf(type);
      const key = name.toLowerCase();
      return {
        kind,
        value: name,
        variants: [...(variants.get(`${kind}:${key}`) ?? []), ...(FRENCH_TERMS.get(key) ?? [])],
      };
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

/**
 * The vocabulary, read again only when it changed: each need costs one read of the change counter
 * (`toolbox_vocabulary_version`, bumped by triggers on every write it depends on), so a new alias,
 * tag or client is understood by the very next need, and the vocabulary itself, which scans
 * assignments, is read only after a change.
 */
export function vocabularyCache(knowledge: SkillKnowledge) {
  let cached: { version: number; vocabulary: Promise<Vocabulary> } | null = null;
  return async (db: DbOrTx): Promise<Vocabulary> => {
    const [row] = await db
      .select({ version: toolboxVocabularyVersion.version })
      .from(toolboxVocabularyVersion);
    // Read before the vocabulary: what is loaded is at least as new as the version it is kept under.
    const version = row?.version ?? 0;
    if (!cached || cached.version !== version) {
      const vocabulary = loadVocabulary(db, knowledge);
      const entry = { version, vocabulary };
      cached = entry;
      // A failed read is not kept: the next need tries again.
      vocabulary.catch(() => {
        if (cached === entry) cached = null;
      });
    }
    return cached.vocabulary;
  };
}
