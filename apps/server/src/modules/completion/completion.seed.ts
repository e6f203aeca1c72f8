import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { users } from '../../platform/users/users.tables.ts';
import { completionSnapshots } from './completion.tables.ts';

export const DEMO_HISTORY_DAYS = 90;

/**
 * Ninety days of plausible past snapshots ending at today's figures, so the demo's average over
 * time is a curve and not one point: the firm slowly filling its profiles in, with a weekly wobble.
 * Computed, not drawn at random: every fresh install shows the same curve.
 */
export async function seedDemoCompletionHistory(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    insert into ${completionSnapshots} (day, people, average_rate, complete)
    select current_date - d,
           greatest(now_.people - d / 15, 0),
           greatest(least(now_.average_rate - d * 0.12 + 0.8 * sin(d * 0.9), 100), 0)::real,
           greatest(round(now_.complete * (1 - d / 150.0)), 0)::int
    from generate_series(1, ${DEMO_HISTORY_DAYS}) as d,
         (select count(*)::int as people,
                 coalesce(avg(${users.completion_rate}), 0) as average_rate,
                 count(*) filter (where ${users.completion_state} = 'complete') as complete
          from ${users} where ${users.status} = 'active') as now_
    on conflict (day) do nothing`);
}
