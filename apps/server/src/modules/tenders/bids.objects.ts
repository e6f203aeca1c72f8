import { type Bid, type BidPlace, type TenderRole, bidsObject } from '@atrium/contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { implementObject, type AccessContext, type AccessRule } from '../../platform/c13s/define-object.ts';
import { foldedTextSearch } from '../../platform/c13s/folded-text-search.ts';
import { badRequest } from '../../platform/http-errors.ts';
import { loadPersonRefs } from '../../platform/users/person-refs.ts';
import { bids, type BidRow } from './tenders.tables.ts';

/** Whoever may staff (reads colleagues, not a newcomer before their first day) may answer a tender. */
export const mayStaff = ({ can, restricted }: AccessContext): boolean => !restricted && can('users', 'read');

/**
 * Whose bids a caller reads: holders of 'resume download' (who send CVs to clients: the CSO, HR)
 * every bid; whoever may staff, their own; nobody else any.
 */
const ownOrAll: AccessRule = (ctx) => {
  if (!mayStaff(ctx)) return false;
  return ctx.can('resume', 'download') ? true : eq(bids.created_by, ctx.user.id);
};

async function presentBids(rows: BidRow[], { db }: { db: Db }): Promise<Bid[]> {
  const people = await loadPersonRefs(
    db,
    rows.flatMap((row) => [row.created_by, ...row.proposed_ids]),
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    tender_text: row.tender_text,
    roles: row.roles,
    team: row.team.map((place) => ({
      ...place,
      person: (place.person_id && people.get(place.person_id)) || null,
    })),
    language: row.language,
    anonymised: row.anonymised,
    author: people.get(row.created_by) ?? null,
    created_by: row.created_by,
    versions: row.versions,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }));
}

/** 400 unless every place names a role of the bid and a person on record; answers who is proposed. */
async function checkedTeam(
  tx: Tx,
  roles: readonly TenderRole[],
  team: readonly BidPlace[],
): Promise<string[]> {
  const wrongRole = team.findIndex((place) => place.role >= roles.length);
  if (wrongRole >= 0)
    throw badRequest('tenders.unknownRole', { [`team.${wrongRole}.role`]: 'tenders.unknownRole' });
  const ids = team.flatMap((place) => (place.person_id ? [place.person_id] : []));
  const known = await loadPersonRefs(tx, ids);
  const unknown = team.findIndex((place) => place.person_id && !known.has(place.person_id));
  if (unknown >= 0)
    throw badRequest('people.unknownPerson', { [`team.${unknown}.person_id`]: 'people.unknownPerson' });
  return ids;
}

/**
 * `tenders/bids`: tenders answered. Whoever may staff makes one and reads and edits their own;
 * holders of 'resume download' read and edit every bid. The packs made from a bid are its
 * versions (tenders.routes.ts), written by the pack route alone.
 */
export const bidsImplementation = implementObject(bidsObject, {
  table: bids,
  present: presentBids,
  access: { read: ownOrAll, create: mayStaff, update: ownOrAll, delete: ownOrAll },
  search: {
    text: foldedTextSearch(sql`lower(immutable_unaccent(${bids.title} || ' ' || ${bids.tender_text}))`),
    filters: {
      author: { column: bids.created_by, kind: 'scalar' },
      language: { column: bids.language, kind: 'scalar' },
    },
    sorts: { created_at: bids.created_at, title: bids.title },
    defaultOrder: [desc(bids.created_at), asc(bids.id)],
  },
  create: {
    toRow: async (input, { tx, user }) => ({
      ...input,
      proposed_ids: await checkedTeam(tx, input.roles, input.team),
      created_by: user.id,
    }),
    msg: 'tenders.bidSaved',
  },
  update: {
    toRow: async (patch, { tx, existing }) => {
      const roles = patch.roles ?? existing.roles;
      const team = patch.team ?? existing.team;
      return {
        ...patch,
        proposed_ids: await checkedTeam(tx, roles, team),
        updated_at: new Date(),
      };
    },
  },
});
