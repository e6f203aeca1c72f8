import { htmlButtonLink, htmlMail, htmlParagraph } from '../../platform/mail/mail-html.ts';
import type { Mail } from '../../platform/mail/mailer.ts';

type Welcome = {
  to: string;
  firstName: string;
  language: 'en' | 'fr';
  arrivalDate: string;
  link: string;
  expiresAt: Date;
};

const day = (date: Date | string, language: 'en' | 'fr') =>
  new Date(typeof date === 'string' ? `${date}T00:00:00Z` : date).toLocaleDateString(
    language === 'fr' ? 'fr-FR' : 'en-GB',
    { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  );

const WORDS = {
  en: {
    subject: 'Welcome! Prepare your arrival on Atrium',
    hello: (name: string) => `Hello ${name},`,
    intro: (arrival: string) =>
      `Welcome! Before your first day, on ${arrival}, you can fill in your profile, photo and skills on Atrium:`,
    button: 'Open my profile',
    outro: (expiry: string) =>
      `This link opens once, until ${expiry}. If it no longer works, ask HR for a new one.`,
  },
  fr: {
    subject: 'Bienvenue ! Préparez votre arrivée sur Atrium',
    hello: (name: string) => `Bonjour ${name},`,
    intro: (arrival: string) =>
      `Bienvenue ! Avant votre premier jour, le ${arrival}, vous pouvez remplir votre profil, votre photo et vos compétences sur Atrium :`,
    button: 'Ouvrir mon profil',
    outro: (expiry: string) =>
      `Ce lien s’ouvre une seule fois, jusqu’au ${expiry}. S’il ne fonctionne plus, demandez-en un nouveau aux RH.`,
  },
} as const;

/** The welcome mail with a newcomer's link, in their language: a text part and an HTML part. */
export function welcomeMail({ to, firstName, language, arrivalDate, link, expiresAt }: Welcome): Mail {
  const words = WORDS[language];
  const arrival = day(arrivalDate, language);
  const expiry = day(expiresAt, language);
  return {
    to,
    subject: words.subject,
    body: [words.hello(firstName), `${words.intro(arrival)}\n\n${link}\n`, words.outro(expiry)].join('\n\n'),
    html: htmlMail(language, [
      htmlParagraph(words.hello(firstName)),
      htmlParagraph(words.intro(arrival)),
      `<p style="margin:0 0 16px">${htmlButtonLink(link, words.button)}</p>`,
      htmlParagraph(words.outro(expiry)),
    ]),
  };
}
