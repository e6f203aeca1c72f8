import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { defineJob } from '../../platform/jobs/job-queue.ts';
import { moveNewcomer } from './newcomer-moves.ts';
import { newcomers } from './newcomers.tables.ts';

/**
 * Newcomers whose arrival date has come arrive, early each morning (and on the next run if the
 * server was down): the same move as HR's "Arrived", one transaction each, so one that fails does
 * not hold back the others. Those HR already marked arrived or left are left alone.
 */
export const newcomerArrivalJob = defineJob<object>({
  name: 'newcomers-arrive',
  cron: '5 4 * * *',
  run: async (app) => {
    const due = await app.db
      .select({ id: newcomers.id })
      .from(newcomers)
      .where(
        and(
          inArray(newcomers.status, ['to_prepare', 'link_sent']),
          lte(newcomers.arrival_date, sql`current_date`),
        ),
      );
    let arrived = 0;
    for (const { id } of due) {
      await app.db.transaction(async (tx) => {
        const [still] = await tx
          .select({ id: newcomers.id })
          .from(newcomers)
          .where(and(eq(newcomers.id, id), inArray(newcomers.status, ['to_prepare', 'link_sent'])))
          .for('update');
        if (!still) return;
        await moveNewcomer(tx, id, 'arrived', null);
        arrived += 1;
      });
    }
    if (arrived > 0) await app.permissions.refreshIfChanged();
    app.log.info({ arrived }, 'newcomers arrived on their arrival date');
  },
});
