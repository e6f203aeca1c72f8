import { type CompletionProfile, completionProfilesObject } from '@atrium/contract';
import { and, count, desc, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { implementObject } from '../../platform/c13s/define-object.ts';
import { badRequest, conflict } from '../../platform/http-errors.ts';
import { users } from '../../platform/users/users.tables.ts';
import { completionProfiles, type CompletionProfileRow } from './completion.tables.ts';

const CRITERIA = ['employment_type', 'grade', 'business_unit', 'job_profile'] as const;
type Criteria = Pick<CompletionProfileRow, (typeof CRITERIA)[number]>;
const hasCriterion = (profile: Criteria) => CRITERIA.some((criterion) => profile[criterion] !== null);

/** Everyone measured again against the profiles as they now are, in the caller's transaction. */
export async function measureEveryone(tx: DbOrTx): Promise<number> {
  const result = (await tx.execute(sql`select completion_measure_everyone() as changed`)) as unknown as {
    rows: { changed: number }[];
  };
  return result.rows[0]?.changed ?? 0;
}

/** The default profile measures everyone; any other, a population it names. */
function checkPopulation(profile: Criteria & { is_default: boolean }): void {
  if (profile.is_default && hasCriterion(profile)) throw badRequest('completion.defaultHasNoCriterion');
  if (!profile.is_default && !hasCriterion(profile)) throw badRequest('completion.criterionRequired');
}

async function present(rows: CompletionProfileRow[], { db }: { db: DbOrTx }): Promise<CompletionProfile[]> {
  const ids = rows.map((row) => row.id);
  const measured =
    ids.length === 0
      ? []
      : await db
          .select({ id: users.completion_profile_id, people: count() })
          .from(users)
          .where(and(inArray(users.completion_profile_id, ids), eq(users.status, 'active')))
          .groupBy(users.completion_profile_id);
  const people = new Map(measured.map((row) => [row.id, row.people]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    is_default: row.is_default,
    employment_type: row.employment_type,
    grade: row.grade,
    business_unit: row.business_unit,
    job_profile: row.job_profile,
    fields: row.fields as CompletionProfile['fields'],
    target: row.target,
    people: people.get(row.id) ?? 0,
    updated_at: row.updated_at.toISOString(),
  }));
}

/**
 * `admin/completion_profiles`: read with 'completion read' (Management, HR), changed with the
 * other 'completion' rights. Every change measures everyone again in the same transaction, so no
 * one is ever measured against a profile that no longer exists.
 */
export const completionProfilesImplementation = implementObject(completionProfilesObject, {
  table: completionProfiles,
  present,
  search: {
    filters: {},
    sorts: { name: completionProfiles.name, updated_at: completionProfiles.updated_at },
    defaultOrder: [
      desc(completionProfiles.is_default),
      asc(completionProfiles.name),
      asc(completionProfiles.id),
    ],
  },
  create: {
    toRow: (input) => {
      const row = {
        ...input,
        employment_type: input.employment_type ?? null,
        grade: input.grade ?? null,
        business_unit: input.business_unit ?? null,
        job_profile: input.job_profile ?? null,
      };
      checkPopulation({ ...row, is_default: false });
      return row;
    },
  },
  update: {
    toRow: (patch, { existing }) => {
      checkPopulation({ ...existing, ...patch });
      return { ...patch, updated_at: new Date() };
    },
  },
  beforeDelete: async (row) => {
    if (row.is_default) throw conflict('completion.defaultKept');
  },
  afterWrite: async (_row, { tx }) => {
    await measureEveryone(tx);
  },
  afterDelete: async (_row, { tx }) => {
    await measureEveryone(tx);
  },
});
