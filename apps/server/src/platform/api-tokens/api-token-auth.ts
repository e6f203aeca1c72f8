import type { TokenKind, TokenScope } from '@atrium/contract';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { spendAllowance } from '../a12n/rate-limits.ts';
import { tooManyRequests, unauthenticated } from '../http-errors.ts';
import { users } from '../users/users.tables.ts';
import { apiTokens } from './api-tokens.tables.ts';
import { lookupPrefix, secretMatches } from './token-secret.ts';

/** The token behind a request: what it may reach, and whose rights a personal one acts with. */
export type TokenPrincipal = {
  id: string;
  name: string;
  kind: TokenKind;
  scopes: TokenScope[];
  /** A personal token's person; null for a service or SCIM token, which acts as no one. */
  ownerId: string | null;
};

/** Requests one token may make per minute: a runaway script slows down, the server does not. */
export const TOKEN_REQUESTS_PER_MINUTE = 600;
const MINUTE_MS = 60_000;

/** The rate-limit counter of one token. */
export const tokenRateKey = (tokenId: string) => `api-token:${tokenId}`;

/**
 * Checks a bearer token and counts its use. Anything wrong (unknown, wrong secret, expired,
 * revoked, its person gone) is the same 401 with the same body, after the same one query, so a
 * caller learns nothing from the refusal. The last use is written at most once a minute.
 */
export function createApiTokenAuth(db: Db) {
  return {
    async authenticate(secret: string): Promise<TokenPrincipal> {
      const prefix = lookupPrefix(secret);
      const [row] = prefix
        ? await db
            .select({
              id: apiTokens.id,
              name: apiTokens.name,
              kind: apiTokens.kind,
              scopes: apiTokens.scopes,
              owner_id: apiTokens.owner_id,
              secret_hash: apiTokens.secret_hash,
              expires_at: apiTokens.expires_at,
              revoked_at: apiTokens.revoked_at,
              last_used_at: apiTokens.last_used_at,
              owner_status: users.status,
            })
            .from(apiTokens)
            .leftJoin(users, eq(users.id, apiTokens.owner_id))
            .where(eq(apiTokens.prefix, prefix))
        : [];
      const now = new Date();
      const valid =
        row !== undefined &&
        secretMatches(secret, row.secret_hash) &&
        row.revoked_at === null &&
        row.expires_at > now &&
        (row.owner_id === null || row.owner_status === 'active');
      if (!valid) throw unauthenticated();

      // One upsert per request; expired counters are swept by the sign-in limits' own hits.
      const allowance = await spendAllowance(db, {
        key: tokenRateKey(row.id),
        max: TOKEN_REQUESTS_PER_MINUTE,
        windowMs: MINUTE_MS,
      });
      if (!allowance.within) throw tooManyRequests(allowance.retryAfterSeconds);
      // Written once it is a minute old only: a script's every call does not rewrite the row.
      const stale = new Date(now.getTime() - MINUTE_MS);
      if (row.last_used_at === null || row.last_used_at < stale) {
        await db
          .update(apiTokens)
          .set({ last_used_at: now })
          .where(
            and(
              eq(apiTokens.id, row.id),
              or(isNull(apiTokens.last_used_at), lt(apiTokens.last_used_at, stale)),
            ),
          );
      }
      return { id: row.id, name: row.name, kind: row.kind, scopes: row.scopes, ownerId: row.owner_id };
    },
  };
}

export type ApiTokenAuth = ReturnType<typeof createApiTokenAuth>;
