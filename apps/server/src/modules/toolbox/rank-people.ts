import type { MentorSkillLevel, StaffingReasons, StaffingTerms } from '@atrium/contract';
import type { SpokenLanguageRow } from '../../platform/users/users.tables.ts';
import { foldKey } from './fold-words.ts';
import { firstOfEachProject } from './same-project.ts';

/** What the ranking knows of one person, gathered by the staffing query. */
export type Candidate = {
  id: string;
  name: string;
  skills: readonly string[];
  sectors: readonly string[];
  languages: readonly SpokenLanguageRow[];
  /** Clients of their past assignments. */
  clients: readonly string[];
  /** Months of practice per skill name, where known. */
  months: ReadonlyMap<string, number>;
  /** Levels at which they offer skills as a mentor. */
  levels: ReadonlyMap<string, MentorSkillLevel>;
  /** Credentials they contributed to, with the sectors of the credential's solutions. */
  credentials: readonly { id: string; name: string; client: string; sectors: readonly string[] }[];
  /** Their groups, with the words that tie a group to a need (name, solutions, target markets). */
  groups: readonly { id: string; name: string; words: readonly string[] }[];
  /** Their declared staffing wishes (profile): skills and clients they would like, free from when. */
  wishes: { skills: readonly string[]; clients: readonly string[]; available_from: string | null };
};

export type RankedCandidate = { id: string; score: number; reasons: StaffingReasons };

/**
 * Weights of each kind of evidence. A skill asked for is what a need is mostly about; having
 * worked for the very client weighs more than a sector; years deepen a skill, up to a point.
 */
export const WEIGHTS = {
  skill: 10,
  yearOfSkill: 1,
  yearsCounted: 8,
  level: { intermediate: 1, advanced: 3, expert: 5 } satisfies Record<MentorSkillLevel, number>,
  sector: 5,
  /** Each sector met beyond the first: a need naming a market and its specialities ("banking", "Basel III") asks for one. */
  furtherSector: 1,
  language: 4,
  fluentLanguage: 2,
  client: 8,
  credentialForClient: 6,
  credentialInSector: 3,
  credentialsCounted: 3,
  group: 2,
} as const;

const FLUENT: ReadonlySet<SpokenLanguageRow['level']> = new Set(['advanced', 'fluent', 'native']);

/**
 * Scores each candidate against the terms of a need and keeps those meeting at least one, best
 * first (a tie goes by name, so the order never depends on the database's). Pure: the staffing
 * service gathers candidates; this decides, with the reasons a person shows.
 */
export function rankPeople(terms: StaffingTerms, candidates: readonly Candidate[]): RankedCandidate[] {
  const wanted = {
    skills: new Set(terms.skills.map(foldKey)),
    sectors: new Set(terms.sectors.map(foldKey)),
    clients: new Set(terms.clients.map(foldKey)),
    languages: new Set(terms.languages),
  };
  const ranked = candidates
    .map((candidate) => ({ candidate, ...score(candidate, wanted) }))
    .filter(({ score }) => score > 0);
  ranked.sort((a, b) => b.score - a.score || a.candidate.name.localeCompare(b.candidate.name));
  return ranked.map(({ candidate, score, reasons }) => ({ id: candidate.id, score, reasons }));
}

type Wanted = { skills: Set<string>; sectors: Set<string>; clients: Set<string>; languages: Set<string> };

function score(candidate: Candidate, wanted: Wanted): { score: number; reasons: StaffingReasons } {
  let total = 0;
  const monthsByKey = new Map([...candidate.months].map(([skill, months]) => [foldKey(skill), months]));
  const levelsByKey = new Map([...candidate.levels].map(([skill, level]) => [foldKey(skill), level]));

  const skills = candidate.skills
    .filter((skill) => wanted.skills.has(foldKey(skill)))
    .map((name) => {
      const months = monthsByKey.get(foldKey(name)) ?? null;
      const level = levelsByKey.get(foldKey(name)) ?? null;
      total += WEIGHTS.skill;
      total += Math.min((months ?? 0) / 12, WEIGHTS.yearsCounted) * WEIGHTS.yearOfSkill;
      total += level ? WEIGHTS.level[level] : 0;
      return { name, months, level };
    });

  const sectors = candidate.sectors.filter((sector) => wanted.sectors.has(foldKey(sector)));
  if (sectors.length) total += WEIGHTS.sector + (sectors.length - 1) * WEIGHTS.furtherSector;

  const languages = candidate.languages
    .filter(({ code }) => wanted.languages.has(code))
    .map(({ code, level }) => ({ code, level }));
  for (const { level } of languages)
    total += WEIGHTS.language + (FLUENT.has(level) ? WEIGHTS.fluentLanguage : 0);

  const clients = [...new Set(candidate.clients.filter((client) => wanted.clients.has(foldKey(client))))];
  total += clients.length * WEIGHTS.client;

  const credentials = candidate.credentials
    .map((credential) => ({
      credential,
      forClient: wanted.clients.has(foldKey(credential.client)),
      inSector: credential.sectors.some((sector) => wanted.sectors.has(foldKey(sector))),
    }))
    .filter(({ forClient, inSector }) => forClient || inSector)
    .sort((a, b) => Number(b.forClient) - Number(a.forClient))
    .filter(firstOfEachProject(({ credential }) => credential));
  const counted = credentials.slice(0, WEIGHTS.credentialsCounted);
  const forClient = counted.filter((item) => item.forClient).length;
  total += forClient * WEIGHTS.credentialForClient;
  // Projects in the need's sectors weigh at most what being in the sector oneself does.
  total += Math.min((counted.length - forClient) * WEIGHTS.credentialInSector, WEIGHTS.sector);

  const needWords = new Set([...wanted.skills, ...wanted.sectors, ...wanted.clients]);
  const groups = candidate.groups
    .filter((group) => group.words.some((word) => needWords.has(foldKey(word))))
    .map(({ id, name }) => ({ id, name }));
  total += groups.length * WEIGHTS.group;

  return {
    // Evidence beyond the terms (credentials, groups) only ranks people who meet a term themselves.
    score: skills.length + sectors.length + languages.length + clients.length > 0 ? total : 0,
    reasons: {
      skills,
      sectors,
      languages,
      clients,
      credentials: credentials.map(({ credential: { id, name, client } }) => ({ id, name, client })),
      groups,
      wishes: {
        skills: candidate.wishes.skills.filter((skill) => wanted.skills.has(foldKey(skill))),
        clients: candidate.wishes.clients.filter((client) => wanted.clients.has(foldKey(client))),
        available_from: candidate.wishes.available_from,
      },
      // Known once the ranking meets the people's weeks (availability-ranking.ts).
      availability: null,
    },
  };
}
