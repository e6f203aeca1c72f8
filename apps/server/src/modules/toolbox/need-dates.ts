import type { StaffingAvailability, StaffingAvailabilityWords } from '@atrium/contract';

/** What a need says of when and how much, with the words each was read from. */
export type NeedDates = { availability: StaffingAvailability; words: StaffingAvailabilityWords };

/**
 * When and how much a need asks for, read from its text in English or French: a start ("from 1
 * March", "dès le 1er mars", "Start date: 2027-03-01", "ASAP"), a duration ("for 6 months", "durée
 * : 3 mois", "Java, 6 months, full time") and a load ("full time", "3 days a week", "à mi-temps",
 * "Load: 50 %"). Each is read only where the need's words say it is one — a start after "from",
 * "starting", "dès", "à partir de"…; a duration after "for", "pendant", "durée", before "mission"
 * or standing alone in a list; a load as a known phrase, days "a week" or a share so named — so
 * "3 days of workshops", "March Networks" and "in mid 2025 we delivered" are not read as any of
 * them. Where a need says one thing twice, the first mention counts.
 */
export function readNeedDates(need: string, today: string): NeedDates {
  const folded = fold(need);
  const start = first(folded.text, startReaders(today));
  const weeks = first(folded.text, WEEKS_READERS);
  const load = first(folded.text, LOAD_READERS);
  const words = (found: Found | null) => (found ? sourceWords(need, folded, found) : null);
  return {
    availability: { start: start?.value ?? null, weeks: weeks?.value ?? null, load_pct: load?.value ?? null },
    words: { start: words(start), weeks: words(weeks), load_pct: words(load) },
  };
}

type Folded = { text: string; from: number[] };

/**
 * Lower case, accents and typographic apostrophes folded, runs of spaces one space; `from` gives,
 * for each folded character, where it came from in the need, to quote the need's own words.
 */
function fold(need: string): Folded {
  let text = '';
  const from: number[] = [];
  [...need].reduce((at, char) => {
    if (/\s/.test(char)) {
      if (!text.endsWith(' ')) {
        text += ' ';
        from.push(at);
      }
    } else {
      for (const folded of char
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[\u2019\u2018]/g, "'")
        .toLowerCase()) {
        text += folded;
        from.push(at);
      }
    }
    return at + char.length;
  }, 0);
  return { text, from };
}

/** The need's own words behind a folded match, without the separators around it. */
function sourceWords(need: string, folded: Folded, found: Found): string {
  const start = folded.from[found.index]!;
  const end = folded.from[found.index + found.length - 1]!;
  return need
    .slice(start, end + (need.codePointAt(end)! > 0xffff ? 2 : 1))
    .replace(/^[\s,;:(•·|–—-]+|[\s,;:.)–—-]+$/g, '');
}

type Found<T = number | string> = { value: T; index: number; length: number };
type Reader<T> = [RegExp, (match: RegExpExecArray) => T | null];

/** The first place in the text where one of the readers reads a value; on a tie, the earlier reader. */
function first<T>(text: string, readers: readonly Reader<T>[]): Found<T> | null {
  let best: Found<T> | null = null;
  for (const [pattern, read] of readers) {
    for (const match of text.matchAll(pattern)) {
      if (best && match.index >= best.index) break;
      const value = read(match);
      if (value === null) continue;
      best = { value, index: match.index, length: match[0].length };
      break;
    }
  }
  return best;
}

const MONTHS: Record<string, number> = {
  january: 1, jan: 1, janvier: 1, janv: 1,
  february: 2, feb: 2, fevrier: 2, fev: 2,
  march: 3, mar: 3, mars: 3,
  april: 4, apr: 4, avril: 4, avr: 4,
  may: 5, mai: 5,
  june: 6, jun: 6, juin: 6,
  july: 7, jul: 7, juillet: 7, juil: 7,
  august: 8, aug: 8, aout: 8,
  september: 9, sep: 9, sept: 9, septembre: 9,
  october: 10, oct: 10, octobre: 10,
  november: 11, nov: 11, novembre: 11,
  december: 12, dec: 12, decembre: 12,
}; // prettier-ignore
/** Counts written out, as needs write small ones: "three days a week", "pendant six mois". */
const NUMBERS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, eighteen: 18,
  un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, dix: 10,
  onze: 11, douze: 12, 'dix-huit': 18,
}; // prettier-ignore
const alternatives = (words: readonly string[]) =>
  [...new Set(words)].sort((a, b) => b.length - a.length).join('|');
const MONTH = `(${alternatives(Object.keys(MONTHS))})\\.?`;
const COUNT = `(\\d{1,2}|${alternatives(Object.keys(NUMBERS))})`;
const count = (written: string) => NUMBERS[written] ?? Number(written);
const DAY = '(\\d{1,2}|premier)(?:st|nd|rd|th|er)?';
const YEAR = '(20\\d\\d)';
/** Where in its month a start falls when the need names no day: early, mid, end. */
const PART = '(early|mid|end of|late|debut|mi|fin|courant)[- ]?';
/** Before a list item: a line's start, a comma, a colon, a bullet or a dash between spaces. */
const ITEM_BEFORE = '(?:^|[,;(•·|–—]|\\s-)\\s?';
const ITEM_AFTER = '(?=\\s?(?:[,;.)|–—]|$|\\s-\\s))';

/** The words that say a start follows: "from", "starting on", "dès le", "Start date:"… */
const START_CUE = `(?:${[
  'from',
  'starting(?: on| in| from)?',
  'start(?:s|ing)? (?:on|in)',
  'beginning(?: of)?',
  'as of',
  'kick-?off(?: on| in)?',
  '(?:start(?:ing)? date|start|date de (?:demarrage|debut)|demarrage|debut|kick-?off|disponibilite|availability) ?:',
  'a partir du',
  'a partir de',
  'a compter du',
  'a compter de',
  'des le',
  'des',
  'debut(?:ant)?(?: le)?',
  'demarrage(?: le| en| debut)?',
  'commencant le',
  'pour le',
].join('|')})`;

function startReaders(today: string): Reader<string>[] {
  const thisYear = Number(today.slice(0, 4));
  const upcoming = (month: number, day: number, year: string | undefined) =>
    notPast(today, nextDay(today, month, day, year));
  return [
    [
      /\b(asap|as soon as possible|immediately|immediate start|right away|des que possible|au plus vite|immediatement|demarrage immediat)\b/g,
      () => today,
    ],
    [
      new RegExp(`\\b${START_CUE} (?:the |le )?${YEAR}-(\\d\\d)-(\\d\\d)\\b`, 'g'),
      (m) => notPast(today, date(Number(m[1]), Number(m[2]), Number(m[3]))),
    ],
    [
      new RegExp(`\\b${START_CUE} (?:le )?(\\d{1,2})/(\\d{1,2})(?:/${YEAR})?\\b`, 'g'),
      (m) => upcoming(Number(m[2]), Number(m[1]), m[3]),
    ],
    [
      new RegExp(`\\b${START_CUE} (?:the )?(?:le )?${DAY} (?:of )?${MONTH}(?: ${YEAR})?\\b`, 'g'),
      (m) => upcoming(MONTHS[m[2]!]!, m[1] === 'premier' ? 1 : Number(m[1]), m[3]),
    ],
    [
      new RegExp(`\\b${START_CUE} ${MONTH} ${DAY}(?:,? ${YEAR})?\\b`, 'g'),
      (m) => upcoming(MONTHS[m[1]!]!, Number(m[2]), m[3]),
    ],
    [
      new RegExp(`\\b(?:${START_CUE} )?${PART}${MONTH}(?: ${YEAR})?\\b`, 'g'),
      (m) => {
        const cued = new RegExp(`^${START_CUE} `).test(m[0]);
        if (!cued && !startsAround(m.input, m.index)) return null;
        const day = /^(mid|mi)/.test(m[1]!) ? 15 : /^(end|late|fin)/.test(m[1]!) ? 25 : 1;
        return upcoming(MONTHS[m[2]!]!, day, m[3]);
      },
    ],
    [new RegExp(`\\b${START_CUE} ${MONTH}(?: ${YEAR})?\\b`, 'g'), (m) => upcoming(MONTHS[m[1]!]!, 1, m[2])],
    [
      new RegExp(`\\b${START_CUE} (?:(early|mid|debut|mi)[- ]?)?${YEAR}\\b(?![-/]\\d)`, 'g'),
      (m) =>
        Number(m[2]) < thisYear
          ? null
          : notPast(today, date(Number(m[2]), m[1]?.startsWith('mi') ? 7 : 1, 1)),
    ],
    [
      new RegExp(`\\b${START_CUE} (?:q|t)([1-4])(?: ${YEAR})?\\b`, 'g'),
      (m) => upcoming(3 * Number(m[1]) - 2, 1, m[2]),
    ],
    [
      new RegExp(
        `\\b(?:${START_CUE}|start(?:ing|s)?|begin(?:ning|s)?|demarr\\w*|commenc\\w*) (?:the |le |la )?(next month|mois prochain|next week|semaine prochaine)\\b`,
        'g',
      ),
      (m) => (/week|semaine/.test(m[1]!) ? nextMonday(today) : firstOfNextMonth(today)),
    ],
  ];
}

/**
 * "début avril", "early April", "mid-March": a start when the need says so around it (a start
 * cue before it, or words of starting), not a date in the past of a reference ("mid 2025").
 */
function startsAround(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 40), at);
  return /\b(start|starting|from|begin|beginning|demarrage|demarrer|commence|a partir|des|pour|kick-?off|mission)\b[^.]*$/.test(
    before,
  );
}

/** The first such day on or after today: a month without a year is the next one to come. */
function nextDay(today: string, month: number, day: number, year: string | undefined): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  if (year) return date(Number(year), month, day);
  const [thisYear, thisMonth, thisDay] = today.split('-').map(Number) as [number, number, number];
  const past = month < thisMonth || (month === thisMonth && day < thisDay);
  return date(past ? thisYear + 1 : thisYear, month, day);
}

/** A start written with its year more than a month ago tells of the past ("from March 2019 we ran…"). */
function notPast(today: string, day: string | null): string | null {
  return day !== null && day >= shift(today, { days: -31 }) ? day : null;
}

function date(year: number, month: number, day: number): string | null {
  const value = new Date(Date.UTC(year, month - 1, day));
  // 31 April is no day: refused rather than read as 1 May.
  if (value.getUTCMonth() !== month - 1) return null;
  return value.toISOString().slice(0, 10);
}

function shift(day: string, by: { days?: number; months?: number }): string {
  const value = new Date(`${day}T00:00:00Z`);
  value.setUTCMonth(value.getUTCMonth() + (by.months ?? 0), value.getUTCDate() + (by.days ?? 0));
  return value.toISOString().slice(0, 10);
}

const nextMonday = (today: string) =>
  shift(today, { days: 7 - ((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) });
const firstOfNextMonth = (today: string) => shift(`${today.slice(0, 8)}01`, { months: 1 });

const WEEKS_PER_MONTH = 52 / 12;
const UNIT = '(months?|mois|weeks?|semaines?|wks?)';
const DURATION_CUE =
  '(?:for|during|over|lasting|of|pendant|pour|sur|(?:duration|length|duree)(?: of| de)?(?: ?:)?|a|an)';
const weeksOf = (m: RegExpExecArray): number | null => {
  const number = count(m[1]!);
  if (number < 1) return null;
  return Math.min(/^(month|mois)/.test(m[2]!) ? Math.round(number * WEEKS_PER_MONTH) : number, 104);
};

const WEEKS_READERS: Reader<number>[] = [
  [
    new RegExp(
      `\\b${DURATION_CUE} (?:about |around |environ |approx\\.? )?${COUNT} ${UNIT}\\b(?! ago| before| earlier)`,
      'g',
    ),
    weeksOf,
  ],
  [
    new RegExp(
      `\\b${COUNT}[- ]${UNIT}(?: long)? (?:mission|engagement|assignment|contract|project|projet|contrat|renouvelables?|renewable)\\b`,
      'g',
    ),
    weeksOf,
  ],
  [new RegExp(`\\bmission (?:de|of) ${COUNT} ${UNIT}\\b`, 'g'), weeksOf],
  // "Java developer, 6 months, full time": a length standing alone in a list.
  [new RegExp(`${ITEM_BEFORE}${COUNT} ${UNIT}${ITEM_AFTER}`, 'g'), weeksOf],
];

const share = (value: number) => (value >= 1 && value <= 100 ? value : null);
/** What follows a share that is not of anyone's time: "a 50 % discount", "à 50 % de remise". */
const NOT_TIME =
  '(?!\\s?(?:discount|cut|increase|decrease|reduction|remise|rabais|baisse|hausse|more|less|of (?!(?:the|their) time)|du budget|des|de la))';

const LOAD_READERS: Reader<number>[] = [
  [
    new RegExp(
      `\\b${COUNT} ?(?:days?|d|jours?|journees?|j) ?(?:a|per|each|par|by|\\/) ?(?:week|wk|semaine|sem)\\b`,
      'g',
    ),
    (m) => (count(m[1]!) <= 5 ? count(m[1]!) * 20 : null),
  ],
  // "à 4/5", "temps partiel 4/5": four days in five.
  [/\b(?:a|at|temps partiel|part[- ]time) ([1-4])\/5\b/g, (m) => Number(m[1]) * 20],
  [
    /\b(0[.,]\d{1,2}|1(?:[.,]0)?) ?(?:fte|etp)\b/g,
    (m) => share(Math.round(Number(m[1]!.replace(',', '.')) * 100)),
  ],
  [
    new RegExp(
      `\\b(?:at|a|(?:charge|allocation|load|taux d'occupation|occupation)(?: de| of)?(?: ?:)?|allocated at) (\\d{1,3}) ?%${NOT_TIME}`,
      'g',
    ),
    (m) => share(Number(m[1])),
  ],
  [
    /\b(\d{1,3}) ?% (?:of (?:the|their) time|time|du temps|allocation|load|de charge|charge|occupation|fte|etp)\b/g,
    (m) => share(Number(m[1])),
  ],
  // "Python, 50 %, from April": a share standing alone in a list (not after a colon: "Budget: 50 %").
  [new RegExp(`(?:^|[,;(•·|–—]|\\s-)\\s?(\\d{2,3}) ?%${ITEM_AFTER}`, 'g'), (m) => share(Number(m[1]))],
  [/\b(full[- ]time|temps plein|plein temps|a plein temps)\b/g, () => 100],
  [/\b(half[- ]time|mi[- ]temps|a mi-temps|part[- ]time|temps partiel|a temps partiel)\b/g, () => 50],
];
