import { composeMail } from '../mail/compose-mail.ts';
import type { Mail } from '../mail/mailer.ts';

/** The mail with a password reset link: a text part and an HTML part. */
export function resetMail({ to, link }: { to: string; link: string }): Mail {
  return composeMail({
    to,
    subject: 'Reset your Atrium password',
    language: 'en',
    blocks: [
      'Someone asked to reset the password of your Atrium account.',
      'To choose a new password, open this link within the hour:',
      { button: 'Choose a new password', href: link },
      'If it was not you, ignore this mail: your password stays as it is.',
    ],
  });
}
