import { readFile, writeFile } from 'node:fs/promises';
import { seedDemoFirm } from '../../apps/server/src/db/seed/demo-seed.ts';
import {
  createPermissionService,
  seedDefaultGrants,
} from '../../apps/server/src/platform/permissions/permission-service.ts';
import { users } from '../../apps/server/src/platform/users/users.tables.ts';
import { STAFFING_NEEDS } from '../staffing-needs.ts';
import { openBenchDatabase } from './bench-database.ts';

/**
 * Labels the staffing bench's needs from what each `requires`, never from the ranking: on the
 * demo firm, the active people holding every skill listed and, when sectors are listed, one of
 * them (a sectorial skill or their market). Rewrites `relevant` in `staffing-needs.ts` and says
 * which labels changed. `node bench/lib/label-staffing-needs.ts`, then prettier.
 */
async function main() {
  const database = await openBenchDatabase('pglite');
  try {
    await seedDefaultGrants(database.db);
    const permissions = await createPermissionService(database.db);
    await seedDemoFirm(database.db, permissions, { password: 'bench-password' });
    const people = await database.db
      .select({
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
    for (const need of STAFFING_NEEDS) {
      const relevant = people
        .filter((person) => person.status === 'active')
        .filter((person) => {
          const skills = lower(person.skills);
          const sectors = lower(person.market ? [...person.sectors, person.market] : person.sectors);
          return (
            need.requires.skills.every((skill) => skills.has(skill.toLowerCase())) &&
            (!need.requires.sectors?.length ||
              need.requires.sectors.some((sector) => sectors.has(sector.toLowerCase())))
          );
        })
        .map((person) => person.email)
        .sort();
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
