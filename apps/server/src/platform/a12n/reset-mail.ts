import type { PersonLanguage } from '@atrium/contract';
import { composeMail } from '../mail/compose-mail.ts';
import type { Mail } from '../mail/mailer.ts';

const WORDS = {
  en: {
    subject: 'Reset your Atrium password',
    asked: 'Someone asked to reset the password of your Atrium account.',
    open: 'To choose a new password, open this link within the hour:',
    button: 'Choose a new password',
    notYou: 'If it was not you, ignore this mail: your password stays as it is.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe Atrium',
    asked: 'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Atrium.',
    open: 'Pour choisir un nouveau mot de passe, ouvrez ce lien dans l’heure :',
    button: 'Choisir un nouveau mot de passe',
    notYou: 'Si ce n’était pas vous, ignorez ce mail : votre mot de passe reste le même.',
  },
} as const;

/** The mail with a password reset link, in the person's language: a text part and an HTML part. */
export function resetMail({
  to,
  link,
  language,
}: {
  to: string;
  link: string;
  language: PersonLanguage;
}): Mail {
  const words = WORDS[language];
  return composeMail({
    to,
    subject: words.subject,
    language,
    blocks: [words.asked, words.open, { button: words.button, href: link }, words.notYou],
  });
}
