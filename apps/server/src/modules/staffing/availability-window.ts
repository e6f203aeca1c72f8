import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/database.ts';
import { defineJob } from '../../platform/jobs/job-queue.ts';
import { firmWeekStart } from './firm-weeks.ts';

/**
 * Moves the availability window to start on `firstWeek` (a Monday) and measures everyone again
 * whose weeks may have changed: those with a row, and those with a confirmed assignment still
 * running then. Nothing happens when the window already starts there, so the daily job costs a
 * query six days a week. Also what a test or an import calls to measure again from scratch.
 */
export async function rollAvailabilityWindow(db: DbOrTx, firstWeek: string, force = false): Promise<void> {
  const moved = await queryRows<{ first_week: string }>(
    db,
    sql`insert into availability_window (id, first_week)
    values (1, ${firstWeek}::date)
    on conflict (id) do update set first_week = excluded.first_week
      where availability_window.first_week is distinct from excluded.first_week
    returning first_week`,
  );
  if (moved.length === 0 && !force) return;
  await db.execute(sql`select person_week_availability_refresh(array(
    select user_id from person_week_availability
    union select user_id from assignments
      where status = 'confirmed' and (end_date is null or end_date >= ${firstWeek}::date)))`);
}

/**
 * Every hour, and when the server starts: the firm's Monday midnight (FIRM_TIME_ZONE) falls at
 * any hour of UTC, and runs within a week change nothing. On a Monday last week drops out of the
 * window and a new 26th week comes in.
 */
export const availabilityWindowJob = defineJob<object>({
  name: 'availability-window',
  cron: '5 * * * *',
  atStart: true,
  run: (app) => rollAvailabilityWindow(app.db, firmWeekStart(new Date(), app.config.firmTimeZone)),
});
