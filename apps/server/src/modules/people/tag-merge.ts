import { message, type TagMergeInput } from '@atrium/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { assertRowAccess } from '../../platform/c13s/access.ts';
import type { AccessContext } from '../../platform/c13s/define-object.ts';
import { badRequest, notFound } from '../../platform/http-errors.ts';
import { tags, type TagRow } from './people.tables.ts';
import { rewriteTagUses } from './tag-rewrite.ts';
import { aliasMergedName, moveAliases } from './tag-aliases.ts';
import { usesOfTag } from './tag-usage.ts';
import { tagManagers, tagsImplementation } from './tags.objects.ts';

/** Merging rewrites every use (an update) and removes the source tag (a delete). */
export const mayMergeTags = tagManagers('update', 'delete');

/**
 * Both tags, locked in the order of their ids: two merges of the same pair in opposite
 * directions queue rather than deadlock.
 */
async function lockedPair(
  tx: Tx,
  id: string,
  into: string,
): Promise<[TagRow | undefined, TagRow | undefined]> {
  const rows = await tx
    .select()
    .from(tags)
    .where(inArray(tags.id, [id, into]))
    .orderBy(asc(tags.id))
    .for('update');
  return [rows.find((row) => row.id === id), rows.find((row) => row.id === into)];
}

/**
 * Moves every use of tag `id` to tag `into` of the same type, then deletes `id`, in one
 * transaction with both rows locked (a concurrent rename of either waits). Refused, with nothing
 * changed: the same tag (400), another type (400), a target that is no tag (404). Answers how many
 * records moved.
 */
export async function mergeTags(db: Db, id: string, { into }: TagMergeInput, ctx: AccessContext) {
  return db.transaction(async (tx) => {
    await assertRowAccess(tx, tagsImplementation, id, mayMergeTags, ctx);
    if (into === id) throw badRequest('tags.mergeIntoItself', { into: 'tags.mergeIntoItself' });
    const [source, target] = await lockedPair(tx, id, into);
    if (!source) throw notFound();
    if (!target) throw notFound('tags.mergeTargetMissing');
    if (target.type !== source.type) throw badRequest('tags.mergeOtherType', { into: 'tags.mergeOtherType' });
    const moved = await usesOfTag(tx, source);
    // The target exists all along, so the profiles' trigger adds no tag for the names moved to it.
    await rewriteTagUses(tx, source.type, source.name, target.name);
    await moveAliases(tx, source, target);
    await tx.delete(tags).where(eq(tags.id, source.id));
    await aliasMergedName(tx, source, target);
    await recordAudit(tx, {
      actor: ctx.user.id,
      object: 'cv_library/tags',
      recordId: source.id,
      action: 'merge',
      changes: { name: { before: source.name, after: target.name }, uses: { before: moved, after: 0 } },
    });
    return { ...message('tags.merged'), moved };
  });
}
