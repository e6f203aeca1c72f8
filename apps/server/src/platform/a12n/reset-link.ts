import type { PersonLanguage } from '@atrium/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import type { Mail } from '../mail/mailer.ts';
import { passwordResetTokens } from './a12n.tables.ts';
import { resetMail } from './reset-mail.ts';
import { hashToken, newOpaqueToken } from './tokens.ts';

const RESET_TOKEN_MS = 60 * 60_000;

export type ResetLinkPerson = { userId: string; email: string; language: PersonLanguage };

/**
 * Stores a new single-use reset token for the person (their earlier unused links stop working) and
 * answers the mail that carries it, for the caller to send in the same transaction. The token
 * leaves the server only in that mail. `origin` is the server's own (PUBLIC_URL), never a request's.
 */
export async function issueResetLink(tx: DbOrTx, person: ResetLinkPerson, origin: string): Promise<Mail> {
  const token = newOpaqueToken();
  await tx
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.user_id, person.userId), isNull(passwordResetTokens.used_at)));
  await tx.insert(passwordResetTokens).values({
    user_id: person.userId,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + RESET_TOKEN_MS),
  });
  const link = `${origin}/login/reset-password/${token}/${encodeURIComponent(person.email)}`;
  return resetMail({ to: person.email, link, language: person.language });
}
