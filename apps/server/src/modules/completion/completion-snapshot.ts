import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { defineJob } from '../../platform/jobs/job-queue.ts';
import { users } from '../../platform/users/users.tables.ts';
import { completionSnapshots } from './completion.tables.ts';

/** Today's figures of the active people, kept (or brought up to date) as today's snapshot. */
export async function takeCompletionSnapshot(db: DbOrTx): Promise<void> {
  await db
    .insert(completionSnapshots)
    .select(
      db
        .select({
          day: sql<string>`current_date`.as('day'),
          people: sql<number>`count(*)::int`.as('people'),
          average_rate: sql<number>`coalesce(avg(${users.completion_rate}), 0)::real`.as('average_rate'),
          complete: sql<number>`(count(*) filter (where ${users.completion_state} = 'complete'))::int`.as(
            'complete',
          ),
        })
        .from(users)
        .where(sql`${users.status} = 'active'`),
    )
    .onConflictDoUpdate({
      target: completionSnapshots.day,
      set: {
        people: sql`excluded.people`,
        average_rate: sql`excluded.average_rate`,
        complete: sql`excluded.complete`,
      },
    });
}

/**
 * The firm's completion once a day, for its average over time on `/completion-profiles`; at start
 * too, so a fresh server shows today's point at once (a later run of the day brings it up to date).
 */
export const completionSnapshotJob = defineJob<object>({
  name: 'completion-snapshot',
  cron: '30 23 * * *',
  atStart: true,
  run: (app) => takeCompletionSnapshot(app.db),
});
