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

/** The welcome mail with a newcomer's link, in their language. */
export function welcomeMail({ to, firstName, language, arrivalDate, link, expiresAt }: Welcome): Mail {
  const arrival = day(arrivalDate, language);
  const expiry = day(expiresAt, language);
  if (language === 'fr') {
    return {
      to,
      subject: 'Bienvenue ! Préparez votre arrivée sur Atrium',
      body: [
        `Bonjour ${firstName},`,
        `Bienvenue ! Avant votre premier jour, le ${arrival}, vous pouvez remplir votre profil, votre photo et vos compétences sur Atrium :\n\n${link}\n`,
        `Ce lien s’ouvre une seule fois, jusqu’au ${expiry}. S’il ne fonctionne plus, demandez-en un nouveau aux RH.`,
      ].join('\n\n'),
    };
  }
  return {
    to,
    subject: 'Welcome! Prepare your arrival on Atrium',
    body: [
      `Hello ${firstName},`,
      `Welcome! Before your first day, on ${arrival}, you can fill in your profile, photo and skills on Atrium:\n\n${link}\n`,
      `This link opens once, until ${expiry}. If it no longer works, ask HR for a new one.`,
    ].join('\n\n'),
  };
}
