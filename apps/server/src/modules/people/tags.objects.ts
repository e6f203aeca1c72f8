import { message, TAG_TYPES, tagsObject, type TagType } from '@atrium/contract';
import { and, asc, eq, inArray, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { implementObject, type AccessContext, type AccessRule } from '../../platform/c13s/define-object.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http-errors.ts';
import { tagAliases, tags, type TagRow } from './people.tables.ts';
import { rewriteTagUses } from './tag-rewrite.ts';
import { usesOfTag } from './tag-usage.ts';

/** 'tags create' adds any tag; 'tag {type}' adds tags of that type (a consultant a missing skill). */
const mayAddTag = ({ can }: AccessContext, type: string) => can('tags', 'create') || can('tag', type);

/**
 * Managing a tag (rename, merge, delete) needs each of 'tags {action}' and, as SPEC §6 asks of
 * any change to tags of a type, 'tag {type}' for the tag's type: an administrator of markets
 * only ('tag market') manages markets only.
 */
export const tagManagers =
  (...actions: ('update' | 'delete')[]): AccessRule =>
  ({ can }) => {
    if (!actions.every((action) => can('tags', action))) return false;
    const types = TAG_TYPES.filter((type) => can('tag', type));
    if (types.length === TAG_TYPES.length) return true;
    return types.length > 0 && inArray(tags.type, types);
  };

const fold = (text: SQLWrapper | string) => sql`lower(immutable_unaccent(${text}))`;

/**
 * Names are unique per type whatever their case, and no alias of the type; said here with a
 * message, not left to the index or the trigger.
 */
async function assertNewName(tx: Tx, type: TagType, name: string, except?: string) {
  const [clash] = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(
      and(
        eq(tags.type, type),
        sql`lower(${tags.name}) = lower(${name})`,
        except ? ne(tags.id, except) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw conflict('tags.exists', { name: 'tags.alreadyListed' });
  // An alias already leads searches to another tag: merging is what the manager means.
  const [alias] = await tx
    .select({ id: tagAliases.id })
    .from(tagAliases)
    .where(and(eq(tagAliases.type, type), sql`lower(${tagAliases.alias}) = lower(${name})`))
    .limit(1);
  if (alias) throw conflict('tags.nameIsAlias', { name: 'tags.nameIsAlias' });
}

/**
 * Locks the tag for the rest of the rename and refuses (409) one renamed or merged since the
 * caller's read: the uses are rewritten from the name read, which must still be the tag's.
 */
async function assertUnchangedSince(tx: Tx, read: TagRow): Promise<void> {
  const [current] = await tx.select({ name: tags.name }).from(tags).where(eq(tags.id, read.id)).for('update');
  if (!current) throw notFound();
  if (current.name !== read.name) throw conflict('tags.changedMeanwhile');
}

/**
 * Tags whose name, or a word of it, starts with `q`, whatever the case and accents
 * ('ele' finds 'Électricité' and 'Smart Electricity'). Whole-name matches rank first.
 */
function tagTextSearch(q: string): { where: SQL; rank: SQL } {
  const name = fold(tags.name);
  const prefix = sql`${fold(q.replace(/[\\%_]/g, '\\$&'))} || '%'`;
  return {
    where: or(sql`${name} like ${prefix}`, sql`${name} like '% ' || ${prefix}`)!,
    rank: sql`case when ${name} = ${fold(q)} then 2 when ${name} like ${prefix} then 1 else 0 end`,
  };
}

/**
 * `cv_library/tags`: everyone signed in reads the list; a consultant adds a tag of a type they
 * hold 'tag {type}' for, so a skill search with no match can offer a new one. Tags management
 * renames (every profile, resume, solution, group and registration naming it follows, in the same
 * transaction), merges (`tag-merge.ts`) and deletes a tag no one uses.
 */
export const tagsImplementation = implementObject(tagsObject, {
  table: tags,
  audit: {},
  present: (rows) => rows.map(({ id, type, name }) => ({ id, type, name })),
  access: {
    create: (ctx) => TAG_TYPES.some((type) => mayAddTag(ctx, type)),
    update: tagManagers('update'),
    delete: tagManagers('delete'),
  },
  search: {
    text: tagTextSearch,
    filters: { type: { column: tags.type, kind: 'scalar' } },
    sorts: { name: tags.name, type: tags.type },
    defaultOrder: [asc(sql`lower(${tags.name})`), asc(tags.type), asc(tags.id)],
  },
  create: {
    toRow: async (input, ctx) => {
      if (!mayAddTag(ctx, input.type)) throw forbidden();
      await assertNewName(ctx.tx, input.type, input.name);
      return input;
    },
  },
  update: {
    toRow: async (patch, { tx, existing, modifiedTagType }) => {
      // SPEC §7's `modified_tag_type` names the type changed: here, the tag's own.
      if (modifiedTagType && modifiedTagType !== existing.type)
        throw badRequest('tags.typeMismatch', { modified_tag_type: 'tags.typeMismatch' });
      await assertUnchangedSince(tx, existing);
      if (patch.name !== undefined) await assertNewName(tx, existing.type, patch.name, existing.id);
      return patch;
    },
  },
  // The tag row already carries the new name, so the profiles' trigger finds it and adds none.
  afterWrite: async (row, { tx, before }) => {
    if (before && before.name !== row.name) await rewriteTagUses(tx, row.type, before.name, row.name);
  },
  beforeDelete: async (row, { tx }) => {
    const uses = await usesOfTag(tx, row);
    if (uses > 0) throw conflict(message('tags.inUse', { count: uses }));
  },
});
