import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { defineJob } from '../../platform/jobs/job-queue.ts';

/**
 * An ongoing experience or credential grows every day without a write: each night its people are
 * measured again (a write measures them at once, in its own transaction).
 */
export async function refreshOngoingSkillYears(db: DbOrTx): Promise<void> {
  await db.execute(sql`select person_skill_years_refresh(array(
    select distinct user_id from experiences where end_date is null and skills <> '{}'
    union select distinct unnest(contributor_ids) from credentials
      where end_date is null and start_date is not null and skills <> '{}'))`);
}

export const skillYearsRefreshJob = defineJob<object>({
  name: 'skill-years-refresh',
  cron: '10 0 * * *',
  atStart: false,
  run: (app) => refreshOngoingSkillYears(app.db),
});
