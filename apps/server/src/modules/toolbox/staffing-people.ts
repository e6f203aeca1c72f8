import type { MentorSkillLevel, StaffingTerms } from '@atrium/contract';
import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/database.ts';
import { accessRule } from '../../platform/c13s/access.ts';
import type { AccessContext } from '../../platform/c13s/define-object.ts';
import { users } from '../../platform/users/users.tables.ts';
import { credentialsImplementation } from '../credentials/credentials.objects.ts';
import { credentials } from '../credentials/credentials.tables.ts';
import { groupsImplementation } from '../groups/groups.objects.ts';
import { groups } from '../groups/groups.tables.ts';
import { mentorshipParticipants } from '../mentorship/mentorship.tables.ts';
import { usersImplementation } from '../people/people.objects.ts';
import { experiences } from '../people/people.tables.ts';
import { solutions } from '../solutions/solutions.tables.ts';
import type { Candidate } from './rank-people.ts';
import type { ContributedCredential } from './tailored-proposal.ts';
import { WEIGHTS } from './rank-people.ts';
import { personTerms } from './toolbox.tables.ts';
import type { SkillKnowledge } from './skill-knowledge.ts';

/** How many people the database shortlists for the ranking to weigh in full. */
export const SHORTLIST = 150;

const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;
const lowered = (values: readonly string[]) => values.map((value) => value.toLocaleLowerCase());
/** `weight` for each of the terms a person's list holds: a cheap containment per term, no set operation. */
const held = (column: SQL | AnyPgColumn, values: readonly string[], weight: number): SQL[] =>
  values.map((value) => sql`(${column} @> ${textArray([value])})::int * ${weight}`);

/** The markets of a credential's solutions: the sectors it speaks for. */
const solutionMarkets = sql<
  string[]
>`coalesce((select array_agg(distinct m) from ${solutions}, unnest(${solutions.markets}) m where ${solutions.id} = any(${credentials.solution_ids})), '{}')`;

/** A readable row filter of an object for the caller, or null when they may read none of it. */
export function readableOr(def: Parameters<typeof accessRule>[0], ctx: AccessContext): SQL | true | null {
  const rule = accessRule(def, 'read', ctx);
  return rule === false ? null : rule;
}

/**
 * `person_terms` read under the name `users`: its columns are `users`' own, so the people read
 * rule (written on `users.id` and `users.status`) filters it as written. A rule naming a column
 * the copy lacks fails loudly in PostgreSQL rather than letting anyone through.
 */
const termsOf = alias(personTerms, 'users');

/**
 * People the caller may see who meet at least one term, the likeliest first: a first cut in the
 * database with the ranking's own weights for the terms a person row holds, so the full ranking
 * only weighs a few. People who left are never proposed.
 */
export async function shortlistPeople(db: DbOrTx, terms: StaffingTerms, ctx: AccessContext) {
  return (await shortlistQuery(db, terms, ctx)) ?? [];
}

/**
 * The shortlist's query, or null when nothing can be found (exported for the bench's query plan).
 * A common skill matches a third of the firm, so every person is weighed: the scan reads the
 * narrow `person_terms`, then only the shortlisted people's rows of `users`.
 */
export function shortlistQuery(db: DbOrTx, terms: StaffingTerms, ctx: AccessContext) {
  const clients = lowered(terms.clients);
  // Who worked for a client of the need (the lower(client) index), hashed once per query.
  const workedFor = sql`${termsOf.id} in (select ${experiences.user_id} from ${experiences} where lower(${experiences.client}) = any(${textArray(clients)}))`;
  // A person meeting any term is a candidate.
  const meets: SQL[] = [];
  if (terms.skills.length) meets.push(sql`${termsOf.technical_skills} && ${textArray(terms.skills)}`);
  if (terms.sectors.length) {
    meets.push(sql`${termsOf.sectorial_skills} && ${textArray(terms.sectors)}`);
    meets.push(sql`${termsOf.market} = any(${textArray(terms.sectors)})`);
  }
  if (clients.length) meets.push(workedFor);
  // Languages alone would take in most of the firm: they select only when nothing else is asked.
  if (!meets.length && terms.languages.length)
    meets.push(sql`${termsOf.language_codes} && ${textArray(terms.languages)}`);
  if (!meets.length) return null;
  const readable = readableOr(usersImplementation, ctx);
  if (readable === null) return null;

  const parts = [
    ...held(termsOf.technical_skills, terms.skills, WEIGHTS.skill),
    ...terms.sectors.map(
      (sector) =>
        sql`(${termsOf.sectorial_skills} @> ${textArray([sector])} or ${termsOf.market} = ${sector})::int * ${WEIGHTS.sector}`,
    ),
    ...held(termsOf.language_codes, terms.languages, WEIGHTS.language),
    ...(clients.length ? [sql`(${workedFor})::int * ${WEIGHTS.client}`] : []),
  ];
  const prescore = sql<number>`(${sql.join(parts, sql` + `)})`;
  const shortlisted = db
    .select({
      id: termsOf.id,
      prescore: prescore.as('prescore'),
      last_name: termsOf.last_name,
      first_name: termsOf.first_name,
    })
    .from(termsOf)
    .where(and(ne(termsOf.status, 'left'), readable === true ? undefined : readable, or(...meets)))
    .orderBy(desc(prescore), asc(termsOf.last_name), asc(termsOf.first_name), asc(termsOf.id))
    .limit(SHORTLIST)
    .as('shortlisted');
  return db
    .select({
      id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      job_title: users.job_title,
      grade: users.grade,
      has_picture: users.has_picture,
      picture_version: users.picture_version,
      technical_skills: users.technical_skills,
      sectorial_skills: users.sectorial_skills,
      market: users.market,
      languages: users.languages,
      available_from: users.available_from,
      interested_skills: users.interested_skills,
      interested_clients: users.interested_clients,
    })
    .from(shortlisted)
    .innerJoin(users, eq(users.id, shortlisted.id))
    .orderBy(
      desc(shortlisted.prescore),
      asc(shortlisted.last_name),
      asc(shortlisted.first_name),
      asc(shortlisted.id),
    );
}

export type ShortlistedPerson = Awaited<ReturnType<typeof shortlistPeople>>[number];

/**
 * Everything the ranking weighs beyond a person's row, for the whole shortlist in a few queries:
 * clients of their assignments, credentials they contributed to (with their solutions' markets),
 * their groups, their levels as mentors, and months per skill. What the caller may not read stays out.
 */
export async function candidatesOf(
  db: DbOrTx,
  people: readonly ShortlistedPerson[],
  ctx: AccessContext,
  knowledge: SkillKnowledge,
): Promise<Candidate[]> {
  const ids = people.map((person) => person.id);
  if (!ids.length) return [];
  const credentialRule = readableOr(credentialsImplementation, ctx);
  const groupRule = readableOr(groupsImplementation, ctx);
  const [assignments, contributed, memberships, mentors, months] = await Promise.all([
    db
      .selectDistinct({ user_id: experiences.user_id, client: experiences.client })
      .from(experiences)
      .where(inArray(experiences.user_id, ids)),
    credentialRule === null
      ? []
      : db
          .select({
            id: credentials.id,
            name: credentials.name,
            client: credentials.client,
            contributor_ids: credentials.contributor_ids,
            markets: solutionMarkets,
          })
          .from(credentials)
          .where(
            and(
              sql`${credentials.contributor_ids} && ${sql.param(ids)}::uuid[]`,
              credentialRule === true ? undefined : credentialRule,
            ),
          ),
    groupRule === null
      ? []
      : db
          .select({
            id: groups.id,
            name: groups.name,
            solutions: groups.solutions,
            target_markets: groups.target_markets,
            people_ids: groups.people_ids,
          })
          .from(groups)
          .where(
            and(sql`${groups.people_ids} && ${textArray(ids)}`, groupRule === true ? undefined : groupRule),
          ),
    ctx.can('mentorship', 'read')
      ? db
          .select({
            user_id: mentorshipParticipants.user_id,
            skill_levels: mentorshipParticipants.skill_levels,
          })
          .from(mentorshipParticipants)
          .where(and(inArray(mentorshipParticipants.user_id, ids), eq(mentorshipParticipants.role, 'mentor')))
          .orderBy(asc(mentorshipParticipants.created_at))
      : [],
    knowledge.monthsOf(db, ids),
  ]);

  const clientsOf = groupBy(assignments, (row) => [row.user_id]);
  const credentialsOf = groupBy(contributed, (row) => row.contributor_ids);
  const groupsOf = groupBy(memberships, (row) => row.people_ids);
  // The latest registration as a mentor says their levels today.
  const levelsOf = new Map(mentors.map((row) => [row.user_id, row.skill_levels]));
  return people.map((person) => ({
    id: person.id,
    name: `${person.last_name} ${person.first_name}`,
    skills: person.technical_skills,
    sectors: person.market ? [...person.sectorial_skills, person.market] : person.sectorial_skills,
    languages: person.languages,
    clients: (clientsOf.get(person.id) ?? []).map((row) => row.client),
    months: months.get(person.id) ?? new Map(),
    levels: new Map(Object.entries(levelsOf.get(person.id) ?? {}) as [string, MentorSkillLevel][]),
    credentials: (credentialsOf.get(person.id) ?? []).map(({ id, name, client, markets }) => ({
      id,
      name,
      client,
      sectors: markets,
    })),
    groups: (groupsOf.get(person.id) ?? []).map(({ id, name, solutions: names, target_markets }) => ({
      id,
      name,
      words: [name, ...names, ...target_markets],
    })),
    wishes: {
      skills: person.interested_skills,
      clients: person.interested_clients,
      available_from: person.available_from,
    },
  }));
}

function groupBy<T>(rows: readonly T[], keys: (row: T) => readonly string[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows) for (const key of keys(row)) grouped.set(key, [...(grouped.get(key) ?? []), row]);
  return grouped;
}

/** The credentials a person contributed to that the caller may read, latest first, with their solutions' markets. */
export async function contributedCredentials(
  db: DbOrTx,
  userId: string,
  ctx: AccessContext,
): Promise<ContributedCredential[]> {
  const rule = readableOr(credentialsImplementation, ctx);
  if (rule === null) return [];
  const rows = await db
    .select({
      id: credentials.id,
      name: credentials.name,
      client: credentials.client,
      year: credentials.year,
      description: credentials.description,
      skills: credentials.skills,
      sectors: solutionMarkets,
    })
    .from(credentials)
    .where(
      and(
        sql`${credentials.contributor_ids} @> ${sql.param([userId])}::uuid[]`,
        rule === true ? undefined : rule,
      ),
    )
    .orderBy(sql`${credentials.start_date} desc nulls last`, asc(credentials.name));
  return rows.map(({ description, ...row }) => ({ ...row, text: description ?? '' }));
}
