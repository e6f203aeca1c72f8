/**
 * Where a tender names the roles it asks for, and how many of each: "a project manager and two
 * data engineers", "deux ingénieurs data et un chef de projet", "- 3 x Java developers",
 * "Architecte cloud (2)". A role is a head noun (manager, engineer, chef, ingénieur…) with the
 * words that qualify it, introduced by a count (digits or an English or French number word), an
 * article, or the start of a line or list item: "our consultants" or "the project manager will"
 * speak of someone, they do not ask for them. Skills, sectors, dates and languages are the
 * toolbox's readers' (tender-roles.ts); only the splitting and counting are this file's.
 */

/** A role named in a tender: its words as written, how many, and where in the text. */
export type RoleMention = {
  title: string;
  /** Folded, singular: two mentions of one role share it. */
  key: string;
  count: number;
  /** The count was said (a number), not implied (an article, a list item). */
  counted: boolean;
  from: number;
  to: number;
};

type Word = { folded: string; written: string; from: number; to: number; before: string };

const HEADS = new Set(
  [
    ...['manager', 'engineer', 'developer', 'analyst', 'architect', 'consultant', 'scientist', 'lead'],
    ...['master', 'owner', 'designer', 'tester', 'expert', 'specialist', 'officer', 'director'],
    ...['administrator', 'coach', 'pmo', 'programmer', 'auditor', 'strategist', 'controller', 'trainer'],
    ...['chef', 'ingenieur', 'developpeur', 'developpeuse', 'analyste', 'architecte', 'consultante'],
    ...['experte', 'directeur', 'directrice', 'responsable', 'testeur', 'testeuse', 'administrateur'],
    ...['administratrice', 'concepteur', 'conceptrice', 'auditeur', 'auditrice', 'formateur', 'formatrice'],
    ...['controleur', 'controleuse', 'referent', 'referente'],
  ].map(singular),
);

const NUMBERS = new Map<string, number>(
  Object.entries({
    one: 1,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    un: 1,
    une: 1,
    deux: 2,
    trois: 3,
    quatre: 4,
    cinq: 5,
    sept: 7,
    huit: 8,
    neuf: 9,
    dix: 10,
  }),
);
/** Articles that introduce one role asked for. */
const ARTICLES = new Set(['a', 'an']);

/** Words never part of a role's title: what introduces, links or speaks of it. */
const STOPS = new Set([
  ...['the', 'our', 'your', 'their', 'his', 'her', 'its', 'this', 'that', 'these', 'those', 'of', 'for'],
  ...['with', 'and', 'or', 'to', 'in', 'on', 'at', 'by', 'as', 'from', 'we', 'you', 'they', 'need'],
  ...['needs', 'require', 'requires', 'required', 'seek', 'seeking', 'looking', 'want', 'wanted', 'hire'],
  ...['is', 'are', 'be', 'will', 'must', 'should', 'who', 'which', 'plus', 'also', 'including', 'per'],
  ...['le', 'la', 'les', 'l', 'des', 'du', 'de', 'd', 'et', 'ou', 'pour', 'avec', 'en', 'au', 'aux'],
  ...['notre', 'nos', 'votre', 'vos', 'ce', 'cette', 'ces', 'nous', 'vous', 'il', 'elle', 'recherchons'],
  ...['cherchons', 'recrutons', 'souhaitons', 'besoin', 'faut', 'sont', 'est', 'sera', 'qui', 'que'],
  ...['dont', 'par', 'sur', 'dans', 'chez', 'requis', 'requise', 'team', 'equipe', 'mission', 'profil'],
  ...['profile', 'profils', 'profiles', 'role', 'roles', 'poste', 'postes'],
]);

/** Words that may follow a head in its title (French puts them after): seniority and common fields. */
const AFTER_HEAD = new Set(
  [
    ...['senior', 'junior', 'confirme', 'experimente', 'principal', 'data', 'cloud', 'big', 'devops'],
    ...['fonctionnel', 'technique', 'metier', 'securite', 'test', 'qa', 'bi', 'web', 'mobile', 'produit'],
    ...['full', 'stack', 'fullstack', 'backend', 'frontend', 'reseau', 'systeme', 'logiciel', 'agile'],
  ].map(singular),
);
const OF_WORDS = new Set(['de', 'd', 'du', 'des']);
/** Breaks a title never spans: sentence and list punctuation, a new line. */
const BREAK = /[.,;:!?()[\]\n•·*/|–—]|(^|\s)-(\s|$)/;

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function singular(word: string): string {
  return word.length > 3 && /[sx]$/.test(word) ? word.slice(0, -1) : word;
}

function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  let end = 0;
  for (const match of text.matchAll(/[\p{L}\p{N}+#]+/gu)) {
    const from = match.index;
    words.push({
      folded: fold(match[0]),
      written: match[0],
      from,
      to: from + match[0].length,
      before: text.slice(end, from),
    });
    end = from + match[0].length;
  }
  return words;
}

const isHead = (word: Word | undefined) => word !== undefined && HEADS.has(singular(word.folded));
const joined = (word: Word | undefined) => word !== undefined && !BREAK.test(word.before);
const numberOf = (word: Word): number | null => {
  if (/^\d{1,2}$/.test(word.folded)) return Number(word.folded);
  return NUMBERS.get(word.folded) ?? null;
};
/** "Java", "SAP", "Salesforce" after a head name its field: written as a name, mid-sentence. */
const nameShaped = (word: Word) => /^[A-Z0-9]/.test(word.written) && !/[.!?]\s*$/.test(word.before);

/** The first and last word of a role's title around its head, or null when it names none. */
function titleAround(words: readonly Word[], head: number): { first: number; last: number } {
  let first = head;
  while (first > 0 && head - first < 3 && joined(words[first])) {
    const previous = words[first - 1]!;
    if (STOPS.has(previous.folded) || numberOf(previous) !== null || ARTICLES.has(previous.folded)) break;
    if (/^\d+x$/.test(previous.folded) || previous.folded === 'x' || previous.folded === '×') break;
    first -= 1;
  }
  let last = head;
  const next = (at: number) => (joined(words[at]) ? words[at] : undefined);
  const of = next(last + 1);
  if (of && OF_WORDS.has(of.folded)) {
    let object = last + 2;
    if (next(object)?.folded === 'la' || next(object)?.folded === 'l') object += 1;
    const named = next(object);
    if (named && !STOPS.has(named.folded) && numberOf(named) === null) last = object;
  }
  for (let more = 0; more < 2; more += 1) {
    const after = next(last + 1);
    if (!after || STOPS.has(after.folded) || isHead(after)) break;
    if (!AFTER_HEAD.has(singular(after.folded)) && !nameShaped(after)) break;
    last += 1;
  }
  return { first, last };
}

/**
 * How many the words before a title ask for: a number ("two", "deux", "3", "2x"), an article (one),
 * the start of a line or list item (one); null when nothing introduces it as a role asked for.
 */
function countBefore(words: readonly Word[], first: number): { count: number; counted: boolean } | null {
  const at = words[first]!;
  const previous = words[first - 1];
  if (!previous || BREAK.test(at.before)) return { count: 1, counted: false };
  const times = /^(\d+)x$/.exec(previous.folded);
  if (times) return { count: Number(times[1]), counted: true };
  if (previous.folded === 'x' && words[first - 2] && numberOf(words[first - 2]!) !== null)
    return { count: numberOf(words[first - 2]!)!, counted: true };
  const number = numberOf(previous);
  if (number !== null) return { count: number, counted: true };
  if (ARTICLES.has(previous.folded) || previous.folded === 'un' || previous.folded === 'une')
    return { count: 1, counted: false };
  return null;
}

/** "(2)", "x2", "× 3" right after a title. */
function countAfter(text: string, words: readonly Word[], last: number): number | null {
  const rest = text.slice(words[last]!.to, words[last]!.to + 8);
  const found = /^\s*(?:\(\s*(\d{1,2})\s*\)|[x×]\s?(\d{1,2})\b)/i.exec(rest);
  return found ? Number(found[1] ?? found[2]) : null;
}

/** The roles a tender asks for, in the order it first names each, each once. */
export function findRoleMentions(text: string): RoleMention[] {
  const words = wordsOf(text);
  const mentions: RoleMention[] = [];
  const byKey = new Map<string, RoleMention>();
  let after = -1;
  words.forEach((word, index) => {
    if (index <= after || !isHead(word)) return;
    // "lead developer", "scrum master owner": the last head of a run is the role's.
    if (isHead(words[index + 1]) && joined(words[index + 1])) return;
    // "a lead product owner": a head qualifying the head one word further is part of its title.
    const between = words[index + 1];
    if (
      between &&
      joined(between) &&
      !STOPS.has(between.folded) &&
      isHead(words[index + 2]) &&
      joined(words[index + 2])
    )
      return;
    const { first, last } = titleAround(words, index);
    const before = countBefore(words, first);
    if (!before) return;
    after = last;
    const counted = countAfter(text, words, last);
    const count = Math.max(1, Math.min(counted ?? before.count, 10));
    const title = text.slice(words[first]!.from, words[last]!.to);
    const key = words
      .slice(first, last + 1)
      .map((part) => singular(part.folded))
      .join(' ');
    const seen = byKey.get(key);
    if (seen) {
      // A role named again: a count said now corrects one only implied before.
      if (!seen.counted && (before.counted || counted !== null))
        Object.assign(seen, { count, counted: true });
      return;
    }
    const mention = {
      title: title.charAt(0).toUpperCase() + title.slice(1),
      key,
      count,
      counted: before.counted || counted !== null,
      from: words[first]!.from,
      to: words[last]!.to,
    };
    byKey.set(key, mention);
    mentions.push(mention);
  });
  return mentions;
}
