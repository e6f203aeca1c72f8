import { STAFFING_RECORDS_MAX, type StaffingTerms } from '@atrium/contract';
import { and, asc, desc, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import type { AccessContext } from '../../platform/c13s/define-object.ts';
import { credentialsImplementation } from '../credentials/credentials.objects.ts';
import { credentials } from '../credentials/credentials.tables.ts';
import { solutionsImplementation } from '../solutions/solutions.objects.ts';
import { solutions } from '../solutions/solutions.tables.ts';
import { firstOfEachProject } from './same-project.ts';
import { readableOr } from './staffing-people.ts';

const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

/** Solutions of the need's sectors or skills (their markets and tags), the best-covering first. */
const solutionMeets = (terms: StaffingTerms) =>
  sql<number>`(cardinality(array(select unnest(${solutions.markets}) intersect select unnest(${textArray(terms.sectors)})))
    + cardinality(array(select unnest(${solutions.tags}) intersect select unnest(${textArray(terms.skills)}))))`;

/** The catalogue's solutions a need calls for, among those the caller may read. */
export async function relevantSolutions(db: DbOrTx, terms: StaffingTerms, ctx: AccessContext) {
  const rule = readableOr(solutionsImplementation, ctx);
  if (rule === null || !(terms.sectors.length || terms.skills.length)) return [];
  const meets = solutionMeets(terms);
  return db
    .select({ id: solutions.id, name: solutions.name, summary: solutions.summary })
    .from(solutions)
    .where(and(sql`${meets} > 0`, rule === true ? undefined : rule))
    .orderBy(desc(meets), desc(solutions.top), asc(solutions.name))
    .limit(STAFFING_RECORDS_MAX);
}

/**
 * Where the firm has done it before: credentials for a client of the need, or naming a solution
 * of its sectors or skills; the very client first, then top credentials, the latest first.
 */
export async function relevantCredentials(db: DbOrTx, terms: StaffingTerms, ctx: AccessContext) {
  const rule = readableOr(credentialsImplementation, ctx);
  if (rule === null) return [];
  const clients = terms.clients.map((client) => client.toLocaleLowerCase());
  const forClient = sql`lower(${credentials.client}) = any(${textArray(clients)})`;
  const meets: SQL[] = clients.length ? [forClient] : [];
  if (terms.sectors.length || terms.skills.length) {
    meets.push(
      sql`exists (select 1 from ${solutions} where ${solutions.id} = any(${credentials.solution_ids}) and ${solutionMeets(terms)} > 0)`,
    );
  }
  if (!meets.length) return [];
  const found = await db
    .select({
      id: credentials.id,
      name: credentials.name,
      client: credentials.client,
      year: credentials.year,
    })
    .from(credentials)
    .where(and(or(...meets), rule === true ? undefined : rule))
    .orderBy(
      desc(forClient),
      desc(credentials.top),
      sql`${credentials.start_date} desc nulls last`,
      asc(credentials.name),
    )
    // Room for projects recorded twice, listed once (the cards' rule).
    .limit(STAFFING_RECORDS_MAX * 2);
  return found.filter(firstOfEachProject((credential) => credential)).slice(0, STAFFING_RECORDS_MAX);
}
