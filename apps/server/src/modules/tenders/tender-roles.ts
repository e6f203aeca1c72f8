import { STAFFING_TERMS_MAX, TENDER_ROLES_MAX, type StaffingTerms, type TenderRole } from '@atrium/contract';
import { readNeedDates } from '../toolbox/need-dates.ts';
import type { TextReader } from '../toolbox/tailored-proposal.ts';
import { findRoleMentions } from './role-mentions.ts';

const union = (...lists: (readonly string[])[]) => [...new Set(lists.flat())].slice(0, STAFFING_TERMS_MAX);

/**
 * The roles of a tender, each with what it asks for, read as staffing reads a need (the firm's
 * vocabulary, its aliases, the need's dates): a role's own words (from where it is named to where
 * the next is) give its skills; what the tender says once for all (its sectors, clients, languages,
 * dates and load) counts for every role that does not say its own. A tender naming no role asks
 * for one person: the whole text is that role.
 */
export function readTenderRoles(text: string, read: TextReader, today: string): TenderRole[] {
  const mentions = findRoleMentions(text).slice(0, TENDER_ROLES_MAX);
  const whole = read(text);
  const wholeDates = readNeedDates(text, today).availability;
  // What the tender says before naming a role is said of them all ("Context: a Spark platform…").
  const preamble = read(text.slice(0, mentions[0]?.from ?? text.length));
  if (mentions.length === 0)
    return text.trim() ? [{ title: 'Consultant', count: 1, terms: whole, availability: wholeDates }] : [];
  return mentions.map((mention, index) => {
    const segment = text.slice(mention.from, mentions[index + 1]?.from ?? text.length);
    const own = read(segment);
    const dates = readNeedDates(segment, today).availability;
    const terms: StaffingTerms = {
      skills: union(own.skills, own.skills.length ? [] : preamble.skills),
      sectors: union(own.sectors, whole.sectors),
      clients: union(own.clients, whole.clients),
      languages: own.languages.length ? own.languages : whole.languages,
    };
    return {
      title: mention.title,
      count: mention.count,
      terms,
      availability: {
        start: dates.start ?? wholeDates.start,
        weeks: dates.weeks ?? wholeDates.weeks,
        load_pct: dates.load_pct ?? wholeDates.load_pct,
      },
    };
  });
}
