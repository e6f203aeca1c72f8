import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { users } from '../../platform/users/users.tables.ts';
import { news } from './news.tables.ts';

const DAY_MS = 86_400_000;

/**
 * The demo firm's news, relative to the day it is seeded so the home page always has something
 * fresh: a pinned welcome in both languages, recent items (one for a business unit only, one in
 * French only), one scheduled for next week, a draft, and an archived one.
 */
export async function seedDemoNews(tx: Tx): Promise<void> {
  const [hr] = await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, ['hr@atrium.demo']));
  const now = Date.now();
  const at = (days: number, hour = 8) =>
    new Date(Math.floor(now / DAY_MS + days) * DAY_MS + hour * 3_600_000);
  const by = { created_by: hr?.id ?? null };
  await tx.insert(news).values([
    {
      ...by,
      pinned: true,
      publish_at: at(-20),
      title_en: 'Welcome to Atrium, our new intranet',
      body_en:
        'Atrium gathers **Who’s who**, the CV library, credentials and solutions in one place.\n\n' +
        '- Complete your profile: colleagues find you by your skills.\n' +
        '- Tell us what could be better with *Report an issue* in your avatar menu.\n',
      title_fr: 'Bienvenue sur Atrium, notre nouvel intranet',
      body_fr:
        'Atrium réunit **l’annuaire**, la CVthèque, les références et les solutions en un seul endroit.\n\n' +
        '- Complétez votre profil : vos collègues vous trouvent par vos compétences.\n' +
        '- Dites-nous ce qui pourrait être mieux avec *Signaler un problème* dans le menu de votre avatar.\n',
    },
    {
      ...by,
      publish_at: at(-2),
      title_en: 'Mentorship: registrations are open',
      body_en:
        'Mentors and mentees can register for this year’s session on the **Mentorship** page until the end of the month.',
      title_fr: 'Mentorat : les inscriptions sont ouvertes',
      body_fr:
        'Mentors et mentorés peuvent s’inscrire à la session de cette année sur la page **Mentorat** jusqu’à la fin du mois.',
    },
    {
      ...by,
      publish_at: at(-5),
      business_units: ['Digital & Data'],
      title_en: 'Digital & Data: the data platform guild meets on Thursday',
      body_en: 'Bring your questions on the new lakehouse stack. Room 4.2, or online.',
      title_fr: 'Digital & Data : la guilde plateforme data se réunit jeudi',
      body_fr: 'Venez avec vos questions sur la nouvelle pile lakehouse. Salle 4.2, ou en ligne.',
    },
    {
      ...by,
      publish_at: at(-9),
      title_fr: 'Séminaire d’hiver : réservez la date',
      body_fr: 'Le séminaire annuel aura lieu fin janvier à Lyon. Le programme suit.',
    },
    {
      ...by,
      publish_at: at(7),
      title_en: 'New expense policy from next week',
      body_en: 'Expenses are filed in the new tool from next Monday. A short guide is attached to this news.',
      title_fr: 'Nouvelle politique de notes de frais la semaine prochaine',
      body_fr:
        'Les notes de frais se saisissent dans le nouvel outil à partir de lundi prochain. Un court guide accompagne cette actualité.',
    },
    {
      ...by,
      title_en: 'Draft: summer party',
      body_en: 'Date and place to be confirmed.',
    },
    {
      ...by,
      publish_at: at(-60),
      archived_at: at(-30),
      title_en: 'Office move completed',
      body_en: 'The Paris team is now on the 4th floor.',
      title_fr: 'Déménagement terminé',
      body_fr: 'L’équipe de Paris est désormais au 4e étage.',
    },
  ]);
}
