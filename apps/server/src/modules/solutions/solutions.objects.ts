import { postForFirm } from '../wall/firm-posts.ts';
import { type ServerMessageKey, type Solution as SolutionRecord, solutionsObject } from '@atrium/contract';
import { arrayContains, asc } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database.ts';
import { type AccessRule, implementObject } from '../../platform/c13s/define-object.ts';
import { foldedTextSearch } from '../../platform/c13s/folded-text-search.ts';
import { badRequest, forbidden } from '../../platform/http-errors.ts';
import { loadPersonRefs } from '../../platform/users/person-refs.ts';
import { solutionSearchText, solutions, type SolutionRow } from './solutions.tables.ts';
import { assertListedValues } from '../people/reference-values.ts';
import { solutionsExport } from './solutions.export.ts';

/** Rows → records, with every owner of the page loaded in one query. */
async function presentSolutions(rows: SolutionRow[], { db }: { db: Db }): Promise<SolutionRecord[]> {
  const people = await loadPersonRefs(
    db,
    rows.flatMap((row) => row.owner_ids),
  );
  return rows.map(({ owner_ids, created_at: _, updated_at, ...row }) => ({
    ...row,
    // A person removed from the directory drops out of the list rather than showing as a blank.
    owners: owner_ids.flatMap((id) => people.get(id) ?? []),
    updated_at: updated_at.toISOString(),
  }));
}

/** The columns to set, stamped with the time of the change when there is one. */
const touched = <T extends object>(set: T) =>
  Object.keys(set).length > 0 ? { ...set, updated_at: new Date() } : set;

/** Refuses owner ids that are no one, naming each one's position. */
async function checkOwners(tx: DbOrTx, owners: readonly string[]): Promise<void> {
  const people = await loadPersonRefs(tx, owners);
  const errors: Record<string, ServerMessageKey> = {};
  owners.forEach((id, index) => {
    if (!people.has(id)) errors[`owners.${index}`] = 'solutions.unknownPerson';
  });
  if (Object.keys(errors).length > 0) throw badRequest(undefined, errors);
}

/** Who edits a solution: its owners and holders of 'solutions update'. */
const editors: AccessRule = ({ user, can }) =>
  can('solutions', 'update') || arrayContains(solutions.owner_ids, [user.id]);

/**
 * `cv_library/solutions`: the catalogue. Everyone signed in reads it; 'solutions create' adds to
 * it; a solution's owners and holders of 'solutions update' edit it; only 'solutions top' holders
 * change the top flag, which puts a solution among the Top Solutions.
 */
export const solutionsImplementation = implementObject(solutionsObject, {
  table: solutions,
  audit: {},
  present: presentSolutions,
  export: solutionsExport,
  access: {
    // Holders of 'solutions top' reach the update to flag; toRow keeps them to the flag.
    update: (ctx) => ctx.can('solutions', 'top') || editors(ctx),
  },
  shownAccess: { update: editors },
  search: {
    text: foldedTextSearch(solutionSearchText(solutions)),
    filters: {
      id: { column: solutions.id, kind: 'scalar' },
      market: { column: solutions.markets, kind: 'array' },
      tag: { column: solutions.tags, kind: 'array' },
      owner: { column: solutions.owner_ids, kind: 'array' },
      top: { column: solutions.top, kind: 'scalar' },
    },
    sorts: { name: solutions.name, updated_at: solutions.updated_at },
    defaultOrder: [asc(solutions.name), asc(solutions.id)],
  },
  // Markets are the firm's list (tags of the market type): chosen from it, added by those who
  // manage it. The free labels in `tags` are not typed.
  create: {
    toRow: async ({ owners = [], ...input }, { tx, can }) => {
      if (input.top && !can('solutions', 'top')) throw forbidden('solutions.topNeedsPermission');
      await checkOwners(tx, owners);
      await assertListedValues({ tx, can }, solutions, input);
      return { ...input, owner_ids: owners };
    },
  },
  update: {
    toRow: async ({ owners, ...patch }, { tx, user, can, existing }) => {
      const editor = can('solutions', 'update') || existing.owner_ids.includes(user.id);
      if (!editor && (owners !== undefined || Object.keys(patch).some((field) => field !== 'top'))) {
        throw forbidden();
      }
      // The edit dialog sends the whole form back: an unchanged flag is not a change of it.
      if (patch.top !== undefined && patch.top !== existing.top && !can('solutions', 'top')) {
        throw forbidden('solutions.topNeedsPermission');
      }
      if (owners) await checkOwners(tx, owners);
      await assertListedValues({ tx, can }, solutions, patch, existing);
      return touched({ ...patch, ...(owners && { owner_ids: owners }) });
    },
  },
  // Becoming a top solution (which needs 'solutions top') is news for the firm: the wall says so,
  // once per solution.
  afterWrite: async (row, { tx, before, user }) => {
    if (!row.top || before?.top) return;
    await postForFirm(tx, {
      kind: 'solution_top',
      recordId: row.id,
      name: row.name,
      link: `/top-solution/${row.id}`,
      actorId: user.id,
    });
  },
});
