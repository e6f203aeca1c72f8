import type { ManagedPersonColumn, ManagedPersonValues } from '@atrium/contract';
import { and, arrayOverlaps, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { signIns } from '../../platform/a12n/a12n.tables.ts';
import type { UserRow } from '../../platform/users/users.tables.ts';
import { credentials } from '../credentials/credentials.tables.ts';
import { groupMemberships, groups } from '../groups/groups.tables.ts';
import { newcomers } from '../newcomers/newcomers.tables.ts';
import { resumes } from '../people/people.tables.ts';
import { solutions } from '../solutions/solutions.tables.ts';

type GroupRef = ManagedPersonValues['groups'][number];

/** What lives beside a person's row, loaded for a page at once: only what the tool shows. */
type Related = {
  credentials?: Map<string, number>;
  top_solutions?: Map<string, number>;
  resumes?: Map<string, number>;
  arrival_date?: Map<string, string>;
  last_sign_in_at?: Map<string, string>;
  groups?: Map<string, GroupRef[]>;
};

const counted = (rows: { id: string; n: number }[]) => new Map(rows.map(({ id, n }) => [id, Number(n)]));

/** How many of `records` name each of `ids` among their people. */
function countMentions(records: { people: string[] }[], ids: string[]): Map<string, number> {
  const wanted = new Set(ids);
  const counts = new Map<string, number>();
  for (const { people } of records)
    for (const id of people) if (wanted.has(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

const LOADERS: { [K in keyof Related]-?: (db: Db, ids: string[]) => Promise<NonNullable<Related[K]>> } = {
  credentials: async (db, ids) =>
    countMentions(
      await db
        .select({ people: credentials.contributor_ids })
        .from(credentials)
        .where(arrayOverlaps(credentials.contributor_ids, ids)),
      ids,
    ),
  top_solutions: async (db, ids) =>
    countMentions(
      await db
        .select({ people: solutions.owner_ids })
        .from(solutions)
        .where(and(eq(solutions.top, true), arrayOverlaps(solutions.owner_ids, ids))),
      ids,
    ),
  resumes: async (db, ids) =>
    counted(
      await db
        .select({ id: resumes.user_id, n: sql<number>`count(*)::int` })
        .from(resumes)
        .where(inArray(resumes.user_id, ids))
        .groupBy(resumes.user_id),
    ),
  arrival_date: async (db, ids) =>
    new Map(
      (
        await db
          .select({ id: newcomers.id, day: newcomers.arrival_date })
          .from(newcomers)
          .where(inArray(newcomers.id, ids))
      ).map(({ id, day }) => [id, day]),
    ),
  last_sign_in_at: async (db, ids) =>
    new Map(
      (await db.select().from(signIns).where(inArray(signIns.user_id, ids))).map((row) => [
        row.user_id,
        row.last_at.toISOString(),
      ]),
    ),
  groups: async (db, ids) => {
    const rows = await db
      .select({ person: groupMemberships.user_id, id: groups.id, name: groups.name, type: groups.type })
      .from(groupMemberships)
      .innerJoin(groups, eq(groups.id, groupMemberships.group_id))
      .where(
        and(
          inArray(groupMemberships.user_id, ids),
          eq(groupMemberships.status, 'active'),
          inArray(groups.type, ['team', 'squad', 'chapter']),
        ),
      )
      .orderBy(groups.name);
    const byPerson = new Map<string, GroupRef[]>();
    for (const { person, ...group } of rows) byPerson.set(person, [...(byPerson.get(person) ?? []), group]);
    return byPerson;
  },
};

/** Every column a tool may show, from the person's row and what was loaded beside it. */
function cells(row: UserRow, related: Related): ManagedPersonValues {
  return {
    email: row.email,
    grade: row.grade,
    position: row.position,
    business_unit: row.business_unit,
    business_line: row.business_line,
    hub: row.hub,
    employment_type: row.employment_type,
    arrival_date: related.arrival_date?.get(row.id) ?? null,
    last_sign_in_at: related.last_sign_in_at?.get(row.id) ?? null,
    technical_skills: row.technical_skills,
    sectorial_skills: row.sectorial_skills,
    languages: row.languages.map((language) => language.code),
    credentials: related.credentials?.get(row.id) ?? 0,
    top_solutions: related.top_solutions?.get(row.id) ?? 0,
    resumes: related.resumes?.get(row.id) ?? 0,
    completion_rate: row.completion_rate,
    completion_missing: row.completion_missing,
    groups: related.groups?.get(row.id) ?? [],
  };
}

/**
 * A page of people as a tool lists them: who they are and the tool's own columns, nothing more
 * (the CSO does not receive last sign-ins), with one query per related column shown.
 */
export async function presentManagedPeople<C extends ManagedPersonColumn>(
  rows: UserRow[],
  db: Db,
  columns: readonly C[],
) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const loaded = await Promise.all(
    columns
      .filter((column): column is C & keyof Related => column in LOADERS)
      .map(async (column) => [column, await LOADERS[column](db, ids)] as const),
  );
  const related = Object.fromEntries(loaded) as Related;
  return rows.map((row) => {
    const all = cells(row, related);
    return {
      id: row.id,
      first_name: row.first_name,
      last_name: row.last_name,
      job_title: row.job_title,
      has_picture: row.has_picture,
      picture_version: row.picture_version,
      email: row.email,
      // Exactly the tool's columns, picked from the typed whole.
      ...(Object.fromEntries(columns.map((column) => [column, all[column]])) as Pick<ManagedPersonValues, C>),
    };
  });
}
