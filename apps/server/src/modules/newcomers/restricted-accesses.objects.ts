import {
  restrictedAccessesObject,
  type RestrictedAccess,
  type RestrictedAccessState,
} from '@atrium/contract';
import { asc, desc } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { restrictedAccesses } from '../../platform/a12n/a12n.tables.ts';
import { implementObject } from '../../platform/c13s/define-object.ts';
import { loadPersonRefs } from '../../platform/users/person-refs.ts';

type LinkRow = typeof restrictedAccesses.$inferSelect;

/** A used link stays used when a newer one revokes it: it did open a session. */
export function linkState(row: Pick<LinkRow, 'used_at' | 'revoked_at' | 'expires_at'>, now = new Date()) {
  const state: RestrictedAccessState = row.used_at
    ? 'used'
    : row.revoked_at
      ? 'revoked'
      : row.expires_at <= now
        ? 'expired'
        : 'active';
  return state;
}

/** Rows → records, with who sent each; the token's hash never leaves the server. */
async function presentLinks(rows: LinkRow[], { db }: { db: Db }): Promise<RestrictedAccess[]> {
  const senders = await loadPersonRefs(
    db,
    rows.flatMap((row) => row.created_by ?? []),
  );
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return rows.map((row) => ({
    id: row.id,
    user_id: row.user_id,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    used_at: iso(row.used_at),
    revoked_at: iso(row.revoked_at),
    created_by: row.created_by ? (senders.get(row.created_by) ?? null) : null,
    state: linkState(row),
  }));
}

/**
 * `public/restricted_accesses`: newcomers' welcome links, read by whoever reads newcomers. They are
 * made by the newcomers' link route and revoked by their own (restricted-accesses.routes.ts): the
 * generic engine neither creates, changes nor deletes them.
 */
export const restrictedAccessesImplementation = implementObject(restrictedAccessesObject, {
  table: restrictedAccesses,
  present: presentLinks,
  search: {
    filters: { user_id: { column: restrictedAccesses.user_id, kind: 'scalar' } },
    sorts: { created_at: restrictedAccesses.created_at, expires_at: restrictedAccesses.expires_at },
    defaultOrder: [desc(restrictedAccesses.created_at), asc(restrictedAccesses.id)],
  },
});
