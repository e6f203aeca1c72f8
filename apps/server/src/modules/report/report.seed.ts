import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { users } from '../../platform/users/users.tables.ts';
import { reports } from './report.tables.ts';

/**
 * The demo firm's feedback inbox: reports from the employee and the leader accounts in every
 * status, one assigned to HR and answered, so "My reports" and the inbox both have a story.
 */
export async function seedDemoReports(tx: Tx): Promise<void> {
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(users.email, [
        'employee@atrium.demo',
        'leader@atrium.demo',
        'admin@atrium.demo',
        'hr@atrium.demo',
      ]),
    );
  const id = (email: string) => people.find((person) => person.email === email)!.id;
  const employee = id('employee@atrium.demo');
  await tx.insert(reports).values([
    {
      user_id: employee,
      page: '/who-s-who?q=java',
      type: 'improvement',
      description: 'It would help to sort the search results by grade.',
      status: 'done',
      assignee_id: id('hr@atrium.demo'),
      reply: 'Thank you! Sorting by grade is now offered in Who’s who.',
      replied_at: new Date('2026-10-02T09:30:00Z'),
      replied_by: id('hr@atrium.demo'),
      created_at: new Date('2026-09-28T14:12:00Z'),
    },
    {
      user_id: employee,
      page: '/cv-library',
      type: 'bug',
      description: 'The Word export of my resume loses the bullet points.',
      status: 'in_progress',
      assignee_id: id('admin@atrium.demo'),
      created_at: new Date('2026-11-18T10:05:00Z'),
    },
    {
      user_id: id('leader@atrium.demo'),
      page: '/teams-and-guilds',
      type: 'others',
      description: 'Could guild leaders see who joined this month?',
      created_at: new Date('2026-11-23T16:40:00Z'),
    },
  ]);
}
