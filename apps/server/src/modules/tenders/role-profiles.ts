import { foldKey } from '../toolbox/fold-words.ts';

/**
 * The firm's job profiles (English, as profiles are written) a French role title names: "chef de
 * projet" asks for a Project Manager. Keys are folded words of the title, singular; the firm's own
 * aliases of its job profile tags (Tags management) add the rest.
 */
const FRENCH_PROFILES: readonly [string, string][] = [
  ['chef de projet', 'project manager'],
  ['directeur de projet', 'project manager'],
  ['ingenieur data', 'data engineer'],
  ['ingenieur de donnee', 'data engineer'],
  ['developpeur', 'developer'],
  ['developpeuse', 'developer'],
  ['analyste metier', 'business analyst'],
  ['analyste fonctionnel', 'business analyst'],
  ['consultant fonctionnel', 'business analyst'],
  ['architecte', 'architect'],
  ['scientifique de donnee', 'data scientist'],
  ['designer ux', 'ux designer'],
  ['proprietaire de produit', 'product owner'],
];

const singularKey = (title: string) =>
  foldKey(title)
    .split(' ')
    .map((word) => (word.length > 3 && /[sx]$/.test(word) ? word.slice(0, -1) : word))
    .join(' ');

/** The job profile words a role title asks for: its own (singular, folded) and their English for French. */
export function profileWordsOf(title: string): string[] {
  const key = ` ${singularKey(title)} `;
  const english = FRENCH_PROFILES.filter(([french]) => key.includes(` ${french} `)).map(
    ([, profile]) => profile,
  );
  // Seniority says nothing of the profile: "Senior data engineer" is a Data Engineer.
  const own = singularKey(title)
    .replace(/\b(senior|junior|confirme|experimente|lead|principal)\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return [...new Set([own, ...english].filter(Boolean))];
}

/** Whether a person's job title or profiles name one of the words (folded, singular, whole words). */
export function holdsProfile(words: readonly string[], jobTitle: string | null, profiles: readonly string[]) {
  const held = [jobTitle ?? '', ...profiles].map((text) => ` ${singularKey(text)} `);
  return words.some((word) => held.some((text) => text.includes(` ${word} `)));
}
