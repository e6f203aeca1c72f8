import type { CampaignMessage, PersonLanguage } from '@atrium/contract';
import {
  escapeHtml,
  htmlBlock,
  htmlButtonLink,
  htmlMail,
  htmlParagraph,
} from '../../platform/mail/mail-html.ts';
import type { Mail } from '../../platform/mail/mailer.ts';
import { fieldNames } from '../../platform/users/field-names.ts';

const WORDS = {
  en: {
    button: 'Complete my profile',
    digestSubject: (campaign: string) => `Profiles still incomplete after “${campaign}”`,
    hello: (name: string) => `Hello ${name},`,
    digestIntro: (campaign: string) =>
      `The campaign “${campaign}” has ended, and these people of your groups have not completed their profile yet:`,
    digestOutro: 'A word from you may help them finish it.',
    person: (name: string, missing: string) => `${name}: ${missing}`,
  },
  fr: {
    button: 'Compléter mon profil',
    digestSubject: (campaign: string) => `Profils encore incomplets après « ${campaign} »`,
    hello: (name: string) => `Bonjour ${name},`,
    digestIntro: (campaign: string) =>
      `La campagne « ${campaign} » est terminée, et ces personnes de vos groupes n’ont pas encore complété leur profil :`,
    digestOutro: 'Un mot de votre part peut les aider à le finir.',
    person: (name: string, missing: string) => `${name} : ${missing}`,
  },
} as const;

const LINK = '{link}';

type CampaignMailInput = {
  to: string;
  language: PersonLanguage;
  message: CampaignMessage;
  firstName: string;
  missing: readonly string[];
  link: string;
};

/**
 * One person's campaign mail, in their language: the merge fields filled (`{first_name}`,
 * `{missing_fields}` named in their language, `{link}`, added at the end when the body does not
 * place it). The HTML part shows the text escaped, paragraph by paragraph, the link as a button.
 */
export function campaignMail({ to, language, message, firstName, missing, link }: CampaignMailInput): Mail {
  const merge = (text: string) =>
    text.replaceAll('{first_name}', firstName).replaceAll('{missing_fields}', fieldNames(missing, language));
  const body = message.body.includes(LINK) ? message.body : `${message.body}\n\n${LINK}`;
  const button = htmlButtonLink(link, WORDS[language].button);
  const paragraphs = merge(body)
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split(LINK)
        .map((piece) => escapeHtml(piece).replace(/\n/g, '<br>'))
        .join(button),
    );
  return {
    to,
    subject: merge(message.subject).replaceAll(LINK, link),
    body: merge(body).replaceAll(LINK, link),
    html: htmlMail(language, paragraphs.map(htmlBlock)),
  };
}

type DigestInput = {
  to: string;
  language: PersonLanguage;
  leaderFirstName: string;
  campaignName: string;
  people: { name: string; missing: readonly string[] }[];
};

/** To a group's leader once a campaign ends: their people still incomplete, and what each misses. */
export function escalationDigest({ to, language, leaderFirstName, campaignName, people }: DigestInput): Mail {
  const words = WORDS[language];
  const lines = people.map(({ name, missing }) => words.person(name, fieldNames(missing, language)));
  return {
    to,
    subject: words.digestSubject(campaignName),
    body: [
      words.hello(leaderFirstName),
      words.digestIntro(campaignName),
      lines.map((line) => `- ${line}`).join('\n'),
      words.digestOutro,
    ].join('\n\n'),
    html: htmlMail(language, [
      htmlParagraph(words.hello(leaderFirstName)),
      htmlParagraph(words.digestIntro(campaignName)),
      `<ul style="margin:0 0 16px">${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
      htmlParagraph(words.digestOutro),
    ]),
  };
}
