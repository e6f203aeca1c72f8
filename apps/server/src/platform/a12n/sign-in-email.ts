import type { PersonLanguage } from '@atrium/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { composeMail } from '../mail/compose-mail.ts';
import type { Mail, Mailer } from '../mail/mailer.ts';
import { users } from '../users/users.tables.ts';
import { passwordResetTokens, refreshTokens } from './a12n.tables.ts';
import { revokeSessions } from './end-sessions.ts';

const WORDS = {
  en: {
    subject: 'Your Atrium sign-in address was changed',
    changed: (from: string, to: string) =>
      `The address you sign in to Atrium with was changed from ${from} to ${to}. Your sessions were ended and any password reset link already sent no longer works.`,
    notYou: 'If you did not expect this change, tell your Atrium administrator at once.',
  },
  fr: {
    subject: 'Votre adresse de connexion à Atrium a changé',
    changed: (from: string, to: string) =>
      `L’adresse avec laquelle vous vous connectez à Atrium est passée de ${from} à ${to}. Vos sessions ont été fermées et tout lien de réinitialisation déjà envoyé ne fonctionne plus.`,
    notYou: 'Si vous n’attendiez pas ce changement, prévenez tout de suite votre administrateur Atrium.',
  },
} as const;

/** The notice to the old address: whoever lost it learns at once, where they can still read it. */
function oldAddressMail(from: string, to: string, language: PersonLanguage): Mail {
  const words = WORDS[language];
  return composeMail({
    to: from,
    subject: words.subject,
    language,
    blocks: [words.changed(from, to), words.notYou],
  });
}

/**
 * The one place where a person's sign-in email changes, whoever changes it (SCIM, HR on a
 * newcomer): in the caller's transaction it writes the address, ends every session of theirs,
 * voids the reset links already sent (one could have gone to an address that is no longer theirs,
 * or be replayed by whoever took it) and mails the old address. Answers the sessions ended, which
 * the caller hands to `app.sessions.forget` once committed; nothing happens when the address is
 * the same (compared without case, as addresses are stored lower case).
 */
export async function changeSignInEmail(
  tx: Tx,
  userId: string,
  email: string,
  mailer: Pick<Mailer, 'send'>,
): Promise<string[]> {
  const [person] = await tx
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!person || person.email.toLowerCase() === email.toLowerCase()) return [];
  await tx.update(users).set({ email, updated_at: new Date() }).where(eq(users.id, userId));
  await tx
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.user_id, userId), isNull(passwordResetTokens.used_at)));
  const ended = await revokeSessions(tx, eq(refreshTokens.user_id, userId));
  await mailer.send(oldAddressMail(person.email, email, person.language), { tx });
  return ended;
}
