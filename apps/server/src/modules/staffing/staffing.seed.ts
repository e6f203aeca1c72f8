import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { casbinRules } from '../../platform/permissions/permissions.tables.ts';
import { users } from '../../platform/users/users.tables.ts';
import { credentials } from '../credentials/credentials.tables.ts';
import { windowStart } from './availability.ts';
import { addDays } from './firm-weeks.ts';
import { assignments } from './staffing.tables.ts';

type Seeded = typeof assignments.$inferInsert;

/** Roles a consultant plays on an assignment, in turn. */
const ROLES = [
  'Consultant',
  'Senior consultant',
  'Lead consultant',
  'Architect',
  'Project manager',
  'Analyst',
];

/**
 * The demo firm's staffing, the same for the same people whenever it is seeded, its dates counted
 * from the week it is seeded in (the window's first Monday) so the Bench always has a story: in
 * every ten consultants, one on the bench, one rolling off in two to four weeks, one booked 80 %
 * with a tentative extension, the others 80 to 100 % confirmed for months (some open-ended, some
 * on two clients). The corporate functions and the role accounts (the employee has none) are not staffed.
 */
export async function seedDemoAssignments(db: DbOrTx): Promise<void> {
  const monday = await windowStart(db);
  const projects = await db
    .select({ id: credentials.id, name: credentials.name, client: credentials.client })
    .from(credentials)
    .orderBy(asc(credentials.project_code));
  if (projects.length === 0) return;
  const consultants = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        ne(users.business_unit, 'Corporate Functions'),
        // The role accounts keep their screens about others; the employee's is a consultant's.
        sql`not exists (select 1 from ${casbinRules} where ${casbinRules.ptype} = 'g'
          and ${casbinRules.v0} = ${users.id}::text)`,
      ),
    )
    .orderBy(asc(users.email));
  const rows: Seeded[] = consultants.flatMap(({ id }, index) => {
    const project = (offset: number) => projects[(index * 7 + offset) % projects.length]!;
    const on = (offset: number, fields: Omit<Seeded, 'user_id' | 'client' | 'project' | 'credential_id'>) => {
      const { id: credential_id, name, client } = project(offset);
      return {
        user_id: id,
        client,
        project: name,
        credential_id,
        role: ROLES[(index + offset) % ROLES.length],
        ...fields,
      };
    };
    const started = addDays(monday, -7 * (4 + (index % 20)));
    const friday = (weeks: number) => addDays(monday, 7 * weeks + 4);
    switch (index % 10) {
      case 0:
        return [];
      case 1:
        return [on(0, { start_date: started, end_date: friday(1 + (index % 3)), allocation: 100 })];
      case 2:
        return [
          on(0, { start_date: started, end_date: friday(6), allocation: 80 }),
          on(1, { start_date: friday(6), end_date: friday(20), allocation: 50, status: 'tentative' }),
        ];
      case 3:
        return [
          on(0, { start_date: started, end_date: friday(12), allocation: 60 }),
          on(2, { start_date: addDays(monday, 7), end_date: null, allocation: 40 }),
        ];
      default:
        return [
          on(0, {
            start_date: started,
            end_date: index % 4 === 0 ? null : friday(8 + (index % 18)),
            allocation: index % 3 === 0 ? 80 : 100,
          }),
        ];
    }
  });
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(assignments).values(rows.slice(start, start + 500));
  }
}
