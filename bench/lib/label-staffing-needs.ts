import { readFile, writeFile } from 'node:fs/promises';
import { seedDemoFirm } from '../../apps/server/src/db/seed/demo-seed.ts';
import {
  createPermissionService,
  seedDefaultGrants,
} from '../../apps/server/src/platform/permissions/permission-service.ts';
import { users } from '../../apps/server/src/platform/users/users.tables.ts';
import { readAvailability, windowStart } from '../../apps/server/src/modules/staffing/availability.ts';
import {
  DATED_STAFFING_NEEDS,
  datedNeedStart,
  STAFFING_NEEDS,
  type LabelledNeed,
} from '../staffing-needs.ts';
import { openBenchDatabase } from './bench-database.ts';

/**
 * Labels the staffing bench's needs from what each `requires`, never from the ranking: on the
 * demo firm, the active people holding every skill listed and, when sectors are listed, one of
 * them (a sectorial skill or their market); for a need with dates, only those of them free at its
 * load every week it asks for (the demo firm's staffing). Rewrites `relevant` in `staffing-needs.ts`
 * and says which labels changed. `node bench/lib/label-staffing-needs.ts`, then prettier.
 */
async function main() {
  const database = await openBenchDatabase('pglite');
  try {
    await seedDefaultGrants(database.db);
    const permissions = await createPermissionService(database.db);
    await seedDemoFirm(database.db, permissions, { password: 'bench-password' });
    const people = await database.db
      .select({
        id: users.id,
        email: users.email,
        status: users.status,
        skills: users.technical_skills,
        sectors: users.sectorial_skills,
        market: users.market,
      })
      .from(users);
    const lower = (values: readonly string[]) => new Set(values.map((value) => value.toLowerCase()));
    const file = new URL('../staffing-needs.ts', import.meta.url);
    let text = await readFile(file, 'utf8');
    const meets = (need: LabelledNeed) =>
      people
        .filter((person) => person.status === 'active')
        .filter((person) => {
          const skills = lower(person.skills);
          const sectors = lower(person.market ? [...person.sectors, person.market] : person.sectors);
          return (
            need.requires.skills.every((skill) => skills.has(skill.toLowerCase())) &&
            (!need.requires.sectors?.length ||
              need.requires.sectors.some((sector) => sectors.has(sector.toLowerCase())))
          );
        });
    const monday = await windowStart(database.db);
    const labels: [LabelledNeed, string[]][] = STAFFING_NEEDS.map((need) => [
      need,
      meets(need).map((person) => person.email),
    ]);
    for (const need of DATED_STAFFING_NEEDS) {
      const holders = meets(need);
      const weeks = await readAvailability(
        database.db,
        holders.map((person) => person.id),
        datedNeedStart(need, monday),
        need.when.weeks,
      );
      const free = holders.filter((person) =>
        (weeks.get(person.id) ?? []).every((week) => week.free_pct >= need.when.load_pct),
      );
      labels.push([need, free.map((person) => person.email)]);
    }
    for (const [need, emails] of labels) {
      const relevant = emails.sort();
      if (relevant.join() !== need.relevant.join())
        process.stdout.write(`${relevant.length} (was ${need.relevant.length}): ${need.need.slice(0, 70)}\n`);
      const at = text.indexOf(JSON.stringify(need.need).slice(1, 40));
      const start = text.indexOf('relevant:', at);
      const end = text.indexOf(']', start);
      text = `${text.slice(0, start)}relevant: ${JSON.stringify(relevant)}${text.slice(end + 1)}`;
    }
    await writeFile(file, text);
  } finally {
    await database.close();
  }
}

await main();
