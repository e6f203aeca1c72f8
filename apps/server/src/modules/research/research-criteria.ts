import {
  isResearchGroup,
  LANGUAGE_LEVELS,
  SKILL_LEVEL_MIN_MONTHS,
  type ResearchCriterion,
  type ResearchGroup,
  type TagType,
} from '@atrium/contract';
import { and, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/database.ts';
import { users } from '../../platform/users/users.tables.ts';
import { credentials } from '../credentials/credentials.tables.ts';
import { groupMemberships } from '../groups/groups.tables.ts';
import { experiences } from '../people/people.tables.ts';
import { namesForTerms } from '../people/tag-aliases.ts';
import { solutions } from '../solutions/solutions.tables.ts';
import { freeAtLeast } from '../staffing/availability.ts';
import { practisedAtLeast } from './skill-years.ts';
import { textArray } from './sql-arrays.ts';

/** Where each kind of word is looked up: a skill is technical or sectorial. */
const WORD_TYPES = {
  skill: ['technical', 'sectorial'],
  sector: ['sectorial'],
  certificate: ['certificate'],
} as const satisfies Record<string, readonly TagType[]>;
type WordKind = keyof typeof WORD_TYPES;

/** The names each word of a search stands for (its tag's name and aliases), by kind and word. */
export type ResolvedWords = Record<WordKind, Map<string, string[]>>;

export function criteriaOf(group: ResearchGroup): ResearchCriterion[] {
  return group.criteria.flatMap((node) => (isResearchGroup(node) ? criteriaOf(node) : [node]));
}

const wordOf = (criterion: ResearchCriterion): [WordKind, string] | undefined =>
  criterion.kind === 'skill'
    ? ['skill', criterion.skill]
    : criterion.kind === 'sector'
      ? ['sector', criterion.sector]
      : criterion.kind === 'certificate'
        ? ['certificate', criterion.certificate]
        : undefined;

/** Resolves every skill, sector and certificate of the tree in one query per kind (aliases included). */
export async function resolveWords(db: DbOrTx, group: ResearchGroup): Promise<ResolvedWords> {
  const words: Record<WordKind, string[]> = { skill: [], sector: [], certificate: [] };
  for (const criterion of criteriaOf(group)) {
    const word = wordOf(criterion);
    if (word) words[word[0]].push(word[1]);
  }
  const entries = await Promise.all(
    (Object.keys(words) as WordKind[]).map(async (kind) => [
      kind,
      words[kind].length === 0
        ? new Map<string, string[]>()
        : await namesForTerms(db, WORD_TYPES[kind], words[kind]),
    ]),
  );
  return Object.fromEntries(entries) as ResolvedWords;
}

const matchedExperience = alias(experiences, 'criterion_experiences');
const matchedCredential = alias(credentials, 'criterion_credentials');
const matchedSolution = alias(solutions, 'criterion_solutions');
const matchedMembership = alias(groupMemberships, 'criterion_memberships');

const fold = (text: SQL | string) => sql`lower(immutable_unaccent(${text}))`;
const containing = (text: string) => sql`'%' || ${fold(text.replace(/[\\%_]/g, '\\$&'))} || '%'`;
const texts = (list: readonly string[]) => sql`${textArray(list)}::text[]`;
const uuids = (list: readonly string[]) => sql`${textArray(list)}::uuid[]`;

/** The fewest months a skill criterion asks for: its years, or its level's, whichever is more. */
export function monthsAskedFor(criterion: Extract<ResearchCriterion, { kind: 'skill' }>): number {
  const fromYears = Math.ceil((criterion.min_years ?? 0) * 12);
  const fromLevel = criterion.min_level ? SKILL_LEVEL_MIN_MONTHS[criterion.min_level] : 0;
  return Math.max(fromYears, fromLevel);
}

/**
 * One criterion as a condition on a person (`users`). `businessUnit` is one a sibling criterion of
 * an AND asks: every person found has it anyway, so a skill's people are gathered within it.
 */
function criterionCondition(criterion: ResearchCriterion, words: ResolvedWords, businessUnit?: string): SQL {
  switch (criterion.kind) {
    case 'skill': {
      const names = words.skill.get(criterion.skill) ?? [criterion.skill];
      const months = monthsAskedFor(criterion);
      // Gathered once from the (skill, business unit, months) index rather than person by person:
      // the planner otherwise walks every person in name order (365 ms at 100,000 people,
      // bench/README.md); within the business unit asked, a few hundred people instead of 12,000.
      const practised = practisedAtLeast(users.id, names, months, businessUnit);
      if (months > 0) return practised;
      // Listed on the profile, or practised on a dated experience or credential.
      return or(
        sql`${users.technical_skills} && ${texts(names)}`,
        sql`${users.sectorial_skills} && ${texts(names)}`,
        practised,
      )!;
    }
    case 'sector':
      return sql`${users.sectorial_skills} && ${texts(words.sector.get(criterion.sector) ?? [criterion.sector])}`;
    case 'certificate':
      return sql`${users.certificates} && ${texts(words.certificate.get(criterion.certificate) ?? [criterion.certificate])}`;
    case 'language': {
      const code = sql`${users.language_codes} @> ${texts([criterion.code])}`;
      if (!criterion.min_level) return code;
      const levels = LANGUAGE_LEVELS.slice(LANGUAGE_LEVELS.indexOf(criterion.min_level));
      return and(
        code,
        sql`exists (select 1 from jsonb_array_elements(${users.languages}) spoken
          where spoken ->> 'code' = ${criterion.code} and spoken ->> 'level' = any(${texts(levels)}))`,
      )!;
    }
    case 'grade':
      return sql`${users.grade} = ${criterion.grade}`;
    case 'business_unit':
      return sql`${users.business_unit} = ${criterion.business_unit}`;
    case 'hub':
      return sql`${users.hub} = ${criterion.hub}`;
    case 'client': {
      const like = containing(criterion.client);
      return or(
        sql`exists (select 1 from ${experiences} ${matchedExperience} where ${matchedExperience.user_id} = ${users.id}
          and ${fold(sql`${matchedExperience.client}`)} like ${like})`,
        sql`exists (select 1 from ${credentials} ${matchedCredential} where ${matchedCredential.contributor_ids} @> array[${users.id}]
          and (${fold(sql`${matchedCredential.client}`)} like ${like}
            or ${fold(sql`coalesce(${matchedCredential.company}, '')`)} like ${like}))`,
      )!;
    }
    case 'solution':
      return or(
        sql`exists (select 1 from ${solutions} ${matchedSolution} where ${matchedSolution.id} = ${criterion.solution}
          and ${users.id} = any(${matchedSolution.owner_ids}))`,
        sql`exists (select 1 from ${credentials} ${matchedCredential} where ${matchedCredential.solution_ids} @> ${uuids([criterion.solution])}
          and ${matchedCredential.contributor_ids} @> array[${users.id}])`,
      )!;
    case 'group':
      return sql`exists (select 1 from ${groupMemberships} ${matchedMembership} where ${matchedMembership.group_id} = ${criterion.group}
        and ${matchedMembership.user_id} = ${users.id})`;
    case 'availability':
      return freeAtLeast(users.id, criterion.min_free_pct, criterion.from, criterion.months);
  }
}

/** The business unit a group's own criteria ask for, if any (the first one: an AND needs them all). */
function businessUnitOf(group: ResearchGroup): string | undefined {
  for (const node of group.criteria)
    if (!isResearchGroup(node) && node.kind === 'business_unit') return node.business_unit;
  return undefined;
}

/** The tree as one condition on a person: an empty group holds for everyone. */
export function criteriaCondition(group: ResearchGroup, words: ResolvedWords): SQL {
  const askedUnit = group.op === 'and' ? businessUnitOf(group) : undefined;
  const parts = group.criteria.map((node) =>
    isResearchGroup(node) ? criteriaCondition(node, words) : criterionCondition(node, words, askedUnit),
  );
  if (parts.length === 0) return sql`true`;
  return sql`(${(group.op === 'and' ? and(...parts) : or(...parts))!})`;
}

/** The names of the skills asked, lowercase: which of a person's years per skill a hit shows. */
export function skillNamesAsked(group: ResearchGroup, words: ResolvedWords): Map<string, string> {
  const asked = new Map<string, string>();
  for (const criterion of criteriaOf(group)) {
    if (criterion.kind !== 'skill') continue;
    for (const name of words.skill.get(criterion.skill) ?? [criterion.skill])
      asked.set(name.toLowerCase(), name);
  }
  return asked;
}
