import { composeMail } from '../../platform/mail/compose-mail.ts';
import type { Mail } from '../../platform/mail/mailer.ts';

type Reader = { email: string; first_name: string; language: 'en' | 'fr' };

const WORDS = {
  en: {
    subject: 'Your report has a reply',
    hello: (name: string) => `Hello ${name},`,
    about: (page: string) => `The team answered the report you sent from ${page}:`,
    button: 'See my reports',
  },
  fr: {
    subject: 'Votre signalement a une réponse',
    hello: (name: string) => `Bonjour ${name},`,
    about: (page: string) => `L’équipe a répondu au signalement que vous avez envoyé depuis ${page} :`,
    button: 'Voir mes signalements',
  },
} as const;

/** The mail an author gets when the inbox answers their report, in their language. */
export function replyMail(reader: Reader, page: string, reply: string, link: string): Mail {
  const words = WORDS[reader.language];
  return composeMail({
    to: reader.email,
    subject: words.subject,
    language: reader.language,
    blocks: [words.hello(reader.first_name), words.about(page), reply, { button: words.button, href: link }],
  });
}
