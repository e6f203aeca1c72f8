import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { users } from '../users/users.tables.ts';
import { restrictedAccesses } from './a12n.tables.ts';
import { hashToken, newOpaqueToken } from './tokens.ts';

const DAY_MS = 86_400_000;
/** A link serves until a week after the arrival date, and never more than 30 days. */
const AFTER_ARRIVAL_DAYS = 7;
const LONGEST_DAYS = 30;

/** When a link made now for someone arriving on `arrivalDate` (YYYY-MM-DD) stops working. */
export function restrictedAccessExpiry(arrivalDate: string, now = new Date()): Date {
  const afterArrival = new Date(`${arrivalDate}T00:00:00Z`).getTime() + (AFTER_ARRIVAL_DAYS + 1) * DAY_MS;
  return new Date(Math.min(afterArrival, now.getTime() + LONGEST_DAYS * DAY_MS));
}

/**
 * A new link for the person, in the caller's transaction: any earlier one stops working. Answers
 * the token (at least 128 random bits), which only the mail carries; the table keeps its hash.
 */
export async function grantRestrictedAccess(
  tx: DbOrTx,
  { userId, expiresAt, createdBy }: { userId: string; expiresAt: Date; createdBy: string | null },
): Promise<string> {
  await tx
    .update(restrictedAccesses)
    .set({ revoked_at: new Date() })
    .where(and(eq(restrictedAccesses.user_id, userId), isNull(restrictedAccesses.revoked_at)));
  const token = newOpaqueToken();
  await tx.insert(restrictedAccesses).values({
    user_id: userId,
    token_hash: hashToken(token),
    expires_at: expiresAt,
    created_by: createdBy,
  });
  return token;
}

/** What decides whether a link still opens a session. */
const usable = {
  used_at: restrictedAccesses.used_at,
  revoked_at: restrictedAccesses.revoked_at,
  expires_at: restrictedAccesses.expires_at,
  status: users.status,
};

/**
 * The person a link opens, once: null for an unknown, expired, revoked or used token, or one whose
 * person is no longer a newcomer. Marks it used; the row lock makes a second use see it so.
 */
export async function redeemRestrictedAccess(tx: DbOrTx, token: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: restrictedAccesses.id, userId: restrictedAccesses.user_id, ...usable })
    .from(restrictedAccesses)
    .innerJoin(users, eq(users.id, restrictedAccesses.user_id))
    .where(eq(restrictedAccesses.token_hash, hashToken(token)))
    .for('update', { of: restrictedAccesses });
  if (!row || row.used_at || row.revoked_at || row.expires_at <= new Date() || row.status !== 'newcomer') {
    return null;
  }
  await tx.update(restrictedAccesses).set({ used_at: new Date() }).where(eq(restrictedAccesses.id, row.id));
  return row.userId;
}
