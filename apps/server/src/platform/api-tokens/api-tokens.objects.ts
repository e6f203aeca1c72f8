import { apiTokensObject, type ApiToken, type TokenState } from '@atrium/contract';
import { and, desc, eq, gt, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { AccessContext } from '../c13s/define-object.ts';
import { implementObject, scalarFilter } from '../c13s/define-object.ts';
import { foldedTextSearch } from '../c13s/folded-text-search.ts';
import { loadPersonRefs } from '../users/person-refs.ts';
import { apiTokens, type ApiTokenRow } from './api-tokens.tables.ts';

export function tokenState(
  row: Pick<ApiTokenRow, 'revoked_at' | 'expires_at'>,
  now = new Date(),
): TokenState {
  if (row.revoked_at) return 'revoked';
  return row.expires_at <= now ? 'expired' : 'active';
}

/** Each state as a condition on the row, read at the time of the query. */
const STATE_WHERE: Record<TokenState, () => SQL> = {
  revoked: () => isNotNull(apiTokens.revoked_at),
  expired: () => and(isNull(apiTokens.revoked_at), lte(apiTokens.expires_at, new Date()))!,
  active: () => and(isNull(apiTokens.revoked_at), gt(apiTokens.expires_at, new Date()))!,
};

/** Whether the reader may revoke this token: the `update` rule below, for one row. */
const mayRevoke = (row: ApiTokenRow, access: AccessContext | undefined) =>
  access !== undefined && (access.can('integrations', 'update') || row.owner_id === access.user.id);

/** Rows → records, with their person and maker; the secret's hash never leaves the server. */
export async function presentTokens(
  rows: ApiTokenRow[],
  { db, access }: { db: Db; access?: AccessContext },
): Promise<ApiToken[]> {
  const people = await loadPersonRefs(
    db,
    rows.flatMap((row) => [row.owner_id, row.created_by].filter((id) => id !== null)),
  );
  const person = (id: string | null) => (id ? (people.get(id) ?? null) : null);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    owner: person(row.owner_id),
    created_by: person(row.created_by),
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
    revoked_at: row.revoked_at?.toISOString() ?? null,
    state: tokenState(row),
    revocable: tokenState(row) === 'active' && mayRevoke(row, access),
  }));
}

/**
 * Every token with 'integrations {operation}' (the Integrations screen), else one's own personal
 * tokens: someone else's does not exist for the caller (404). A newcomer's restricted access makes
 * none (api-tokens.routes.ts), so it finds none.
 */
const ownOr =
  (operation: 'read' | 'update') =>
  ({ user, can }: AccessContext): boolean | SQL =>
    can('integrations', operation) || eq(apiTokens.owner_id, user.id);

/**
 * `admin/api_tokens`: read by administrators ('integrations read') and, their own personal tokens,
 * by everyone. Made and revoked by routes of their own (api-tokens.routes.ts): a create answers the
 * secret once, a revoke keeps the row.
 */
export const apiTokensImplementation = implementObject(apiTokensObject, {
  table: apiTokens,
  present: presentTokens,
  access: { read: ownOr('read'), update: ownOr('update') },
  search: {
    text: foldedTextSearch(sql`lower(immutable_unaccent(${apiTokens.name}))`),
    filters: {
      kind: scalarFilter(apiTokens.kind),
      owner: scalarFilter(apiTokens.owner_id),
      state: {
        kind: 'condition',
        where: (values) => or(...values.map((value) => STATE_WHERE[value as TokenState]()))!,
      },
    },
    sorts: {
      created_at: apiTokens.created_at,
      expires_at: apiTokens.expires_at,
      last_used_at: apiTokens.last_used_at,
    },
    defaultOrder: [desc(apiTokens.created_at), desc(apiTokens.id)],
  },
});
