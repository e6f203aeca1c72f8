import { TAG_ALIASES_MAX, type TagAlias, type TagType } from '@atrium/contract';
import { and, asc, count, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/database.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { assertRowAccess } from '../../platform/c13s/access.ts';
import type { AccessContext } from '../../platform/c13s/define-object.ts';
import { badRequest, conflict, notFound } from '../../platform/http-errors.ts';
import { tagAliases, tags, type TagRow } from './people.tables.ts';
import { tagManagers, tagsImplementation } from './tags.objects.ts';

/** A word resolved to a tag: by the tag's own name, or by one of its aliases. */
export type ResolvedTag = { id: string; type: TagType; name: string; via: 'name' | 'alias' };

/**
 * The tags the words a person typed stand for, among tags of the types given: each word, trimmed
 * and whatever its case, is a tag's name or an alias of one ('k8s' → Kubernetes). Answers a map
 * from each word as given to its tag; a word that is neither is absent. One query.
 * What every search resolves skills, sectors and certificates with (Who's who and the CV library,
 * the advanced research, staffing).
 */
export async function resolveTagTerms(
  db: DbOrTx,
  types: TagType | readonly TagType[],
  words: readonly string[],
): Promise<Map<string, ResolvedTag>> {
  const resolved = new Map<string, ResolvedTag>();
  const folded = [...new Set(words.map((word) => word.trim().toLowerCase()).filter(Boolean))];
  if (folded.length === 0) return resolved;
  const typeList = [types].flat();
  const rows = await db
    .select({ id: tags.id, type: tags.type, name: tags.name, alias: tagAliases.alias })
    .from(tags)
    .leftJoin(
      tagAliases,
      and(eq(tagAliases.tag_id, tags.id), inArray(sql`lower(${tagAliases.alias})`, folded)),
    )
    .where(
      and(
        inArray(tags.type, [...typeList]),
        or(inArray(sql`lower(${tags.name})`, folded), isNotNull(tagAliases.id)),
      ),
    )
    // Of several types, the first asked wins.
    .orderBy(sql`array_position(${`{${typeList.join(',')}}`}::text[], ${tags.type}::text)`, asc(tags.name));
  const byWord = new Map<string, ResolvedTag>();
  const offer = (key: string, tag: ResolvedTag) => {
    const known = byWord.get(key);
    // A name beats an alias of the same word in a later type.
    if (!known || (known.via === 'alias' && tag.via === 'name')) byWord.set(key, tag);
  };
  for (const { alias, ...tag } of rows) {
    if (folded.includes(tag.name.toLowerCase())) offer(tag.name.toLowerCase(), { ...tag, via: 'name' });
    if (alias !== null) offer(alias.toLowerCase(), { ...tag, via: 'alias' });
  }
  for (const word of words) {
    const tag = byWord.get(word.trim().toLowerCase());
    if (tag) resolved.set(word, tag);
  }
  return resolved;
}

/**
 * The names to look for when someone asks for `words`: each word's tag name and that tag's
 * aliases (a profile may list 'JS' typed by hand), or the word itself when it is no tag; spelled
 * as stored (tag names are what profiles hold), each once whatever its case.
 */
export async function namesForTerms(
  db: DbOrTx,
  types: TagType | readonly TagType[],
  words: readonly string[],
): Promise<Map<string, string[]>> {
  const resolved = await resolveTagTerms(db, types, words);
  const ids = [...new Set([...resolved.values()].map((tag) => tag.id))];
  const aliases = await aliasesOfTags(db, ids);
  const once = (names: string[]) => [...new Map(names.map((name) => [name.toLowerCase(), name])).values()];
  return new Map(
    words.map((word) => {
      const tag = resolved.get(word);
      if (!tag) return [word, [word.trim()]];
      return [
        word,
        once([tag.name, ...aliases.filter((alias) => alias.tag_id === tag.id).map((a) => a.alias)]),
      ];
    }),
  );
}

/** The aliases of the tags given, each tag's in alphabetical order. */
export async function aliasesOfTags(db: DbOrTx, tagIds: readonly string[]): Promise<TagAlias[]> {
  if (tagIds.length === 0) return [];
  return db
    .select({ id: tagAliases.id, tag_id: tagAliases.tag_id, alias: tagAliases.alias })
    .from(tagAliases)
    .where(inArray(tagAliases.tag_id, [...tagIds]))
    .orderBy(asc(tagAliases.tag_id), asc(sql`lower(${tagAliases.alias})`));
}

/** Whether `word` is already a tag or an alias of the type: what an alias and a tag name may not be. */
export async function clashOfWord(
  db: DbOrTx,
  type: TagType,
  word: string,
  except?: { tag?: string },
): Promise<'tag' | 'alias' | null> {
  const [tag] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.type, type), sql`lower(${tags.name}) = lower(${word})`))
    .limit(1);
  if (tag && tag.id !== except?.tag) return 'tag';
  const [alias] = await db
    .select({ id: tagAliases.id })
    .from(tagAliases)
    .where(and(eq(tagAliases.type, type), sql`lower(${tagAliases.alias}) = lower(${word})`))
    .limit(1);
  return alias ? 'alias' : null;
}

/** Managing a tag's aliases is renaming it, in effect: the rights of a rename. */
export const mayManageAliases = tagManagers('update');

async function lockedTag(tx: Tx, id: string, ctx: AccessContext): Promise<TagRow> {
  await assertRowAccess(tx, tagsImplementation, id, mayManageAliases, ctx, { lock: true });
  const [tag] = await tx.select().from(tags).where(eq(tags.id, id));
  return tag!;
}

/** Adds an alias to a tag: 409 when the word is already a tag or an alias of the type. */
export async function addTagAlias(db: Db, id: string, word: string, ctx: AccessContext): Promise<TagAlias> {
  return db.transaction(async (tx) => {
    const tag = await lockedTag(tx, id, ctx);
    const clash = await clashOfWord(tx, tag.type, word);
    if (clash === 'tag') throw conflict('tags.aliasIsTag', { alias: 'tags.aliasIsTag' });
    if (clash === 'alias') throw conflict('tags.aliasExists', { alias: 'tags.aliasExists' });
    const [listed] = await tx.select({ n: count() }).from(tagAliases).where(eq(tagAliases.tag_id, id));
    if ((listed?.n ?? 0) >= TAG_ALIASES_MAX)
      throw badRequest('tags.tooManyAliases', { alias: 'tags.tooManyAliases' });
    const [alias] = await tx
      .insert(tagAliases)
      .values({ tag_id: id, type: tag.type, alias: word })
      .returning({ id: tagAliases.id, tag_id: tagAliases.tag_id, alias: tagAliases.alias });
    await recordAudit(tx, {
      actor: ctx.user.id,
      object: 'cv_library/tags',
      recordId: id,
      action: 'update',
      changes: { alias: { before: null, after: word } },
    });
    return alias!;
  });
}

/** Removes one alias of a tag (404 when the tag has no such alias). */
export async function removeTagAlias(db: Db, id: string, aliasId: string, ctx: AccessContext): Promise<void> {
  await db.transaction(async (tx) => {
    await lockedTag(tx, id, ctx);
    const [removed] = await tx
      .delete(tagAliases)
      .where(and(eq(tagAliases.id, aliasId), eq(tagAliases.tag_id, id)))
      .returning({ alias: tagAliases.alias });
    if (!removed) throw notFound();
    await recordAudit(tx, {
      actor: ctx.user.id,
      object: 'cv_library/tags',
      recordId: id,
      action: 'update',
      changes: { alias: { before: removed.alias, after: null } },
    });
  });
}

/** A merge keeps the words people typed: first the source's aliases move to the target… */
export async function moveAliases(tx: Tx, source: TagRow, target: TagRow): Promise<void> {
  await tx.update(tagAliases).set({ tag_id: target.id }).where(eq(tagAliases.tag_id, source.id));
}

/** …then, once the source is gone (its name no tag's any more), its name becomes an alias. */
export async function aliasMergedName(tx: Tx, source: TagRow, target: TagRow): Promise<void> {
  await tx
    .insert(tagAliases)
    .values({ tag_id: target.id, type: target.type, alias: source.name })
    .onConflictDoNothing();
}
