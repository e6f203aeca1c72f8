import { eq, sql } from 'drizzle-orm';
import { measureEveryone } from '../apps/server/src/modules/completion/completion-profiles.objects.ts';
import type { Tx } from '../apps/server/src/db/database.ts';
import { completionProfiles } from '../apps/server/src/modules/completion/completion.tables.ts';
import { availableEngines, openBenchDatabase, type Engine } from './lib/bench-database.ts';
import { busyWarning, loadAverage, machine, writeResults } from './lib/report.ts';
import { seedFirm } from './lib/seed-firm.ts';

/** The figure: every rate of a 100,000-person firm measured again in under 10 s on PostgreSQL. */
const PEOPLE = 100_000;

const say = (line: string) => process.stdout.write(`${line}\n`);

type Run = { engine: Engine; step: string; people: number; changed: number; seconds: number };

/**
 * `npm run bench -- completion`: a 100,000-person firm, then three profile changes, each followed by
 * what the API does after one: everyone measured again in the change's transaction.
 */
export async function run(): Promise<void> {
  say(`Completion: ${PEOPLE.toLocaleString('en')} people, load average ${loadAverage()}`);
  const warning = busyWarning();
  if (warning) say(warning);
  const runs: Run[] = [];
  for (const engine of availableEngines()) {
    const database = await openBenchDatabase(engine);
    try {
      const seeded = await seedFirm(database.db, { count: PEOPLE, seed: 11, password: 'bench-password' });
      say(`  ${engine} seeded in ${seeded.seconds.toFixed(1)} s`);
      const change = async (step: string, write: (tx: Tx) => Promise<unknown>) => {
        const started = performance.now();
        const changed = await database.db.transaction(async (tx) => {
          await write(tx);
          return measureEveryone(tx);
        });
        const seconds = (performance.now() - started) / 1000;
        say(
          `  ${engine} ${step.padEnd(46)} ${seconds.toFixed(2)} s  (${changed.toLocaleString('en')} people changed)`,
        );
        runs.push({ engine, step, people: PEOPLE, changed, seconds });
      };
      const [everyone] = await database.db
        .select()
        .from(completionProfiles)
        .where(eq(completionProfiles.is_default, true));
      await change('default profile: new weights (everyone moves)', (tx) =>
        tx
          .update(completionProfiles)
          .set({ fields: everyone!.fields.map((field, n) => ({ ...field, weight: 1 + (n % 3) })) })
          .where(eq(completionProfiles.id, everyone!.id)),
      );
      await change('a profile for one grade added', (tx) =>
        tx.insert(completionProfiles).values({
          name: 'Seniors',
          grade: 'Senior Consultant',
          fields: [
            { field: 'job_title', weight: 2 },
            { field: 'technical_skills', weight: 1 },
          ],
          target: 100,
        }),
      );
      await change('nothing changed (measured again anyway)', (tx) => tx.execute(sql`select 1`));
    } finally {
      await database.close();
    }
  }
  await writeResults('completion', { machine: machine(), runs });
}
