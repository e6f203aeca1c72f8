import type { MatchExplanation } from '@atrium/contract';
import { composeMail } from '../../platform/mail/compose-mail.ts';
import type { Mail } from '../../platform/mail/mailer.ts';

type Language = 'en' | 'fr';
type Reader = { email: string; first_name: string; language: Language };

/** A participant's outcome: a mentee's mentor (or none, and why), or a mentor's mentees. */
export type Outcome =
  | { role: 'mentee'; mentor: string | null; explanation: MatchExplanation }
  | { role: 'mentor'; mentees: string[] };

const ORDINAL = {
  en: ['1st', '2nd', '3rd'],
  fr: ['1er', '2e', '3e'],
} as const;

const WORDS = {
  en: {
    subject: (session: string) => `Mentorship: the results of ${session}`,
    hello: (name: string) => `Hello ${name},`,
    matched: (session: string, mentor: string, rank: number | null) =>
      `The matching of ${session} is done: your mentor is ${mentor}` +
      (rank ? ` (your ${ORDINAL.en[rank - 1]} choice).` : '.'),
    unmatched: (session: string) =>
      `The matching of ${session} is done, and we could not give you a mentor this time.`,
    noRequest: 'You had not sent your three favourite mentors.',
    full: 'Every seat of your three favourite mentors went to other mentees.',
    mentees: (session: string, names: string) =>
      `The matching of ${session} is done: your mentees are ${names}.`,
    noMentee: (session: string) =>
      `The matching of ${session} is done: no mentee was matched with you this time.`,
    button: 'See my process',
  },
  fr: {
    subject: (session: string) => `Mentorat : les résultats de ${session}`,
    hello: (name: string) => `Bonjour ${name},`,
    matched: (session: string, mentor: string, rank: number | null) =>
      `L’appariement de ${session} est fait : votre mentor est ${mentor}` +
      (rank ? ` (votre ${ORDINAL.fr[rank - 1]} choix).` : '.'),
    unmatched: (session: string) =>
      `L’appariement de ${session} est fait, et nous n’avons pas pu vous attribuer de mentor cette fois.`,
    noRequest: 'Vous n’aviez pas envoyé vos trois mentors favoris.',
    full: 'Toutes les places de vos trois mentors favoris sont allées à d’autres mentorés.',
    mentees: (session: string, names: string) =>
      `L’appariement de ${session} est fait : vos mentorés sont ${names}.`,
    noMentee: (session: string) =>
      `L’appariement de ${session} est fait : aucun mentoré ne vous a été attribué cette fois.`,
    button: 'Voir mon parcours',
  },
} as const;

function outcomeText(words: (typeof WORDS)[Language], session: string, outcome: Outcome): string[] {
  if (outcome.role === 'mentor')
    return [
      outcome.mentees.length > 0
        ? words.mentees(session, outcome.mentees.join(', '))
        : words.noMentee(session),
    ];
  if (outcome.mentor) return [words.matched(session, outcome.mentor, outcome.explanation.rank)];
  const reason = outcome.explanation.unmatched_reason;
  return [
    words.unmatched(session),
    ...(reason === 'no_request' ? [words.noRequest] : reason === 'favourites_full' ? [words.full] : []),
  ];
}

/** The mail a participant gets when a session's results are published, in their language. */
export function outcomeMail(reader: Reader, session: string, outcome: Outcome, link: string): Mail {
  const words = WORDS[reader.language];
  return composeMail({
    to: reader.email,
    subject: words.subject(session),
    language: reader.language,
    blocks: [
      words.hello(reader.first_name),
      ...outcomeText(words, session, outcome),
      { button: words.button, href: link },
    ],
  });
}
