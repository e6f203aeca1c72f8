import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { users } from '../../platform/users/users.tables.ts';
import { measureEveryone } from './completion-profiles.objects.ts';
import { completionProfiles, completionSnapshots } from './completion.tables.ts';

export const DEMO_HISTORY_DAYS = 90;

/**
 * The demo firm's completion profiles, as a firm would set them: a profile counts complete from
 * 80 % (the default asks for all twelve fields; nobody in the demo has a photo yet), and
 * contractors are asked for what staffing needs of them. Everyone is measured against them.
 */
export async function seedDemoCompletionProfiles(db: DbOrTx): Promise<void> {
  await db.update(completionProfiles).set({ target: 80 }).where(eq(completionProfiles.is_default, true));
  await db.insert(completionProfiles).values({
    name: 'Contractors',
    employment_type: 'contractor',
    fields: [
      { field: 'job_title', weight: 2 },
      { field: 'technical_skills', weight: 2 },
      { field: 'languages', weight: 1 },
      { field: 'mobile', weight: 1 },
    ],
    target: 100,
  });
  await measureEveryone(db);
}

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
