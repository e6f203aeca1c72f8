import type { StaffingAvailability } from '@atrium/contract';

/**
 * When and how much a need asks for, read from its text in English or French: a start ("from 1
 * March", "dès le 1er mars", "ASAP"), a duration ("6 months", "pour 3 semaines") and a load ("full
 * time", "3 days a week", "à mi-temps"). Each is read only where the need's words say it is one —
 * a start after "from", "starting", "dès", "à partir de"…; a duration after "for", "pendant",
 * "pour", "durée" or before "mission"; a load as a known phrase or days "a week" — so "3 days of
 * workshops", "March Networks" and "in mid 2025 we delivered" are not read as any of them.
 */
export function readNeedDates(need: string, today: string): StaffingAvailability {
  const text = fold(need);
  return { start: readStart(text, today), weeks: readWeeks(text), load_pct: readLoad(text) };
}

/** Lower case, accents and typographic apostrophes folded, runs of spaces one space. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2019\u2018]/g, "'")
    .replace(/\s+/g, ' ')
    .toLowerCase();
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
const MONTH = `(${Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|')})\\.?`;
const DAY = '(\\d{1,2})(?:st|nd|rd|th|er)?';
const YEAR = '(20\\d\\d)';
/** Where in its month a start falls when the need names no day: early, mid, end. */
const PART = '(early|mid|end of|late|debut|mi|fin|courant)[- ]?';

/** The words that say a start follows. */
const START_CUE =
  '(?:from|starting(?: on| in| from)?|start(?:s|ing)? (?:on|in)|beginning(?: of)?|as of|a partir du|a partir de|a compter du|a compter de|des le|des|debut(?:ant)?(?: le)?|demarrage(?: le| en| debut)?|commencant le|pour le)';
const ASAP =
  /\b(asap|as soon as possible|immediately|immediate start|right away|des que possible|au plus vite|immediatement|demarrage immediat)\b/;

function readStart(text: string, today: string): string | null {
  if (ASAP.test(text)) return today;
  const iso = new RegExp(`\\b${START_CUE} (?:the )?(?:le )?${YEAR}-(\\d\\d)-(\\d\\d)\\b`).exec(text);
  if (iso) return date(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = new RegExp(`\\b${START_CUE} (?:le )?(\\d{1,2})/(\\d{1,2})(?:/${YEAR})?\\b`).exec(text);
  if (numeric) return upcoming(today, Number(numeric[2]), Number(numeric[1]), numeric[3]);
  const dayFirst = new RegExp(
    `\\b${START_CUE} (?:the )?(?:le )?${DAY} (?:of )?${MONTH}(?: ${YEAR})?\\b`,
  ).exec(text);
  if (dayFirst) return upcoming(today, MONTHS[dayFirst[2]!]!, Number(dayFirst[1]), dayFirst[3]);
  const monthFirst = new RegExp(`\\b${START_CUE} ${MONTH} ${DAY}(?:,? ${YEAR})?\\b`).exec(text);
  if (monthFirst) return upcoming(today, MONTHS[monthFirst[1]!]!, Number(monthFirst[2]), monthFirst[3]);
  const part = new RegExp(`\\b(?:${START_CUE} )?${PART}${MONTH}(?: ${YEAR})?\\b`).exec(text);
  if (part && (new RegExp(`^${START_CUE} `).test(part[0]) || isStartPart(text, part.index))) {
    const day = /^(mid|mi)/.test(part[1]!) ? 15 : /^(end|late|fin)/.test(part[1]!) ? 25 : 1;
    return upcoming(today, MONTHS[part[2]!]!, day, part[3]);
  }
  const month = new RegExp(
    `\\b${START_CUE} (?:early |mid-?|end of |late |debut |mi-)?${MONTH}(?: ${YEAR})?\\b`,
  ).exec(text);
  if (month) return upcoming(today, MONTHS[month[1]!]!, 1, month[2]);
  return null;
}

/**
 * "début avril", "early April", "mid-March": a start when the need says so around it (a start
 * cue before it, or words of starting), not a date in the past of a reference ("mid 2025").
 */
function isStartPart(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 40), at);
  return /\b(start|starting|from|begin|beginning|demarrage|demarrer|commence|a partir|des|pour|kick-?off|mission)\b[^.]*$/.test(
    before,
  );
}

/** The first such day on or after today: a month without a year is the next one to come. */
function upcoming(today: string, month: number, day: number, year: string | undefined): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  if (year) return date(Number(year), month, day);
  const [thisYear, thisMonth, thisDay] = today.split('-').map(Number) as [number, number, number];
  const past = month < thisMonth || (month === thisMonth && day < thisDay);
  return date(past ? thisYear + 1 : thisYear, month, day);
}

function date(year: number, month: number, day: number): string | null {
  const value = new Date(Date.UTC(year, month - 1, day));
  // 31 April is no day: refused rather than read as 1 May.
  if (value.getUTCMonth() !== month - 1) return null;
  return value.toISOString().slice(0, 10);
}

const WEEKS_PER_MONTH = 52 / 12;
const UNIT = '(months?|mois|weeks?|semaines?|wks?)';
const DURATION_CUE = '(?:for|during|over|lasting|of|pendant|pour|sur|duree(?: de)?(?: :)?|duree:|a|an)';

function readWeeks(text: string): number | null {
  const found =
    new RegExp(
      `\\b${DURATION_CUE} (?:about |around |environ |approx\\.? )?(\\d{1,2}) ${UNIT}\\b(?! ago| before| earlier)`,
    ).exec(text) ??
    new RegExp(
      `\\b(\\d{1,2})[- ]${UNIT}(?: long)? (?:mission|engagement|assignment|contract|project|projet|contrat|renouvelable|renewable)\\b`,
    ).exec(text) ??
    new RegExp(`\\bmission (?:de|of) (\\d{1,2}) ${UNIT}\\b`).exec(text);
  if (!found) return null;
  const count = Number(found[1]);
  if (count < 1) return null;
  const weeks = /^(month|mois)/.test(found[2]!) ? Math.round(count * WEEKS_PER_MONTH) : count;
  return Math.min(weeks, 104);
}

const LOADS: [RegExp, number][] = [
  [
    /\b(full[- ]time|temps plein|plein temps|a plein temps|100 ?% (?:of (?:the|their) time|time|du temps|allocation))\b/,
    100,
  ],
  [/\b(half[- ]time|mi[- ]temps|a mi-temps)\b/, 50],
  [/\b(part[- ]time|temps partiel|a temps partiel)\b/, 50],
];

function readLoad(text: string): number | null {
  const days = /\b([1-5]) (?:days?|d|jours?|j) ?(?:a|per|each|par|\/) ?(?:week|wk|semaine|sem)\b/.exec(text);
  if (days) return Number(days[1]) * 20;
  const percent =
    /\b(?:at|a|charge de|allocation of|allocated at|load of) (\d{2,3}) ?%|\b(\d{2,3}) ?% (?:of (?:the|their) time|time|du temps|allocation|load|de charge)/.exec(
      text,
    );
  if (percent) {
    const value = Number(percent[1] ?? percent[2]);
    if (value >= 1 && value <= 100) return value;
  }
  for (const [phrase, load] of LOADS) if (phrase.test(text)) return load;
  return null;
}
