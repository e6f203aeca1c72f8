import { TAG_TYPES, type TagType, tagsObject } from '@atrium/contract';
import { and, asc, eq, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { implementObject, type AccessContext } from '../../platform/c13s/define-object.ts';
import { conflict, forbidden } from '../../platform/http-errors.ts';
import { tags } from './people.tables.ts';

/** 'tags create' adds any tag; 'tag {type}' adds tags of that type (a consultant a missing skill). */
const mayAddTag = ({ can }: AccessContext, type: string) => can('tags', 'create') || can('tag', type);

const fold = (text: SQLWrapper | string) => sql`lower(immutable_unaccent(${text}))`;

/** Names are unique per type whatever their case; said here with a message, not left to the index. */
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
  if (clash) throw conflict('This tag already exists', { name: 'Already in the list' });
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
 * hold 'tag {type}' for, so a skill search with no match can offer a new one; renaming and
 * deleting are for 'tags update' / 'tags delete' (administrators). Renaming a tag does not
 * rewrite the profiles listing the old name: profiles keep what people wrote.
 */
export const tagsImplementation = implementObject(tagsObject, {
  table: tags,
  audit: {},
  present: (rows) => rows.map(({ id, type, name }) => ({ id, type, name })),
  access: {
    create: (ctx) => TAG_TYPES.some((type) => mayAddTag(ctx, type)),
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
    toRow: async (patch, { tx, existing }) => {
      await assertNewName(tx, patch.type ?? existing.type, patch.name ?? existing.name, existing.id);
      return patch;
    },
  },
});
