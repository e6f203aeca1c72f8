import type { COMPLETION_FIELDS, PersonLanguage } from '@atrium/contract';
import { composeMail } from '../../platform/mail/compose-mail.ts';
import type { Mail } from '../../platform/mail/mailer.ts';
import { fieldNames } from '../../platform/users/field-names.ts';

type CompletionField = (typeof COMPLETION_FIELDS)[number];

/** The person reminded, as their row tells them. */
export type ReminderReader = {
  id: string;
  email: string;
  first_name: string;
  language: PersonLanguage;
  completion_rate: number;
  completion_missing: readonly string[];
};

const WORDS = {
  en: {
    subject: 'Your Atrium profile is not complete yet',
    hello: (name: string) => `Hello ${name},`,
    rate: (rate: number) => `Your profile is ${rate}% complete.`,
    missing: (fields: string) => `It still misses: ${fields}.`,
    why: 'A complete profile lets colleagues find you for the right missions and puts you in the CV library.',
    button: 'Complete my profile',
  },
  fr: {
    subject: 'Votre profil Atrium n’est pas encore complet',
    hello: (name: string) => `Bonjour ${name},`,
    rate: (rate: number) => `Votre profil est complet à ${rate} %.`,
    missing: (fields: string) => `Il manque encore : ${fields}.`,
    why: 'Un profil complet permet à vos collègues de vous trouver pour les bonnes missions et vous fait figurer dans la CVthèque.',
    button: 'Compléter mon profil',
  },
} as const;

/**
 * The completion reminder HR or a group leader sends from a managing tool: the rate, what is
 * missing, and a button to the profile opening the first missing field, in the reader's language.
 */
export function completionReminderMail(reader: ReminderReader, origin: string): Mail {
  const words = WORDS[reader.language];
  const [first] = reader.completion_missing as readonly CompletionField[];
  const profile = `${origin}/profile/${encodeURIComponent(reader.id)}${first ? `?fix=${first}` : ''}`;
  return composeMail({
    to: reader.email,
    subject: words.subject,
    language: reader.language,
    blocks: [
      words.hello(reader.first_name),
      words.rate(reader.completion_rate),
      ...(reader.completion_missing.length > 0
        ? [words.missing(fieldNames(reader.completion_missing, reader.language))]
        : []),
      words.why,
      { button: words.button, href: profile },
    ],
  });
}
