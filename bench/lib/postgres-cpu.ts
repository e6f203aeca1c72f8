import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/database.ts';

let ticksPerSecond: number | undefined;

/**
 * CPU time (µs) used so far by the PostgreSQL backends serving this database, read from
 * /proc: only possible when the server runs on this machine, null otherwise. Other databases on
 * the same server (tests running meanwhile) are left out.
 */
export async function postgresCpuMicros(db: Db): Promise<number | null> {
  try {
    const result = (await db.execute(
      sql`select pid from pg_stat_activity where datname = current_database()`,
    )) as unknown as { rows: { pid: number }[] };
    ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
    let ticks = 0;
    for (const { pid } of result.rows) {
      // Fields 14 and 15 of /proc/<pid>/stat: user and system time, in clock ticks.
      const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return (ticks / ticksPerSecond) * 1e6;
  } catch {
    return null;
  }
}
