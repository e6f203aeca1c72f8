import { monitorEventLoopDelay } from 'node:perf_hooks';
import os from 'node:os';
import { eq } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/database.ts';
import { seedDemoFirm } from '../apps/server/src/db/seed/demo-seed.ts';
import { createPictureService } from '../apps/server/src/modules/people/picture.service.ts';
import { createResumeService } from '../apps/server/src/modules/people/resume.service.ts';
import { readAvailability, windowStart } from '../apps/server/src/modules/staffing/availability.ts';
import { createBidPack, PACK_REFERENCES } from '../apps/server/src/modules/tenders/bid-pack.ts';
import { renderPackCvWith } from '../apps/server/src/modules/tenders/pack-cv.ts';
import { findRoleMentions } from '../apps/server/src/modules/tenders/role-mentions.ts';
import { readTenderRoles } from '../apps/server/src/modules/tenders/tender-roles.ts';
import { roleCandidates } from '../apps/server/src/modules/tenders/tender-team.ts';
import { bids } from '../apps/server/src/modules/tenders/tenders.tables.ts';
import { researchSkillKnowledge } from '../apps/server/src/modules/toolbox/research-knowledge.ts';
import { createStaffingService } from '../apps/server/src/modules/toolbox/staffing.service.ts';
import type { AccessContext } from '../apps/server/src/platform/c13s/define-object.ts';
import { createBlobStore } from '../apps/server/src/platform/files/blob-store.ts';
import { createFsFileStore } from '../apps/server/src/platform/files/fs-file-store.ts';
import {
  createPermissionService,
  seedDefaultGrants,
  type PermissionService,
} from '../apps/server/src/platform/permissions/permission-service.ts';
import { users } from '../apps/server/src/platform/users/users.tables.ts';
import { openBenchDatabase } from './lib/bench-database.ts';
import { busyWarning, loadAverage, machine, writeResults } from './lib/report.ts';
import { TENDERS } from './tender-set.ts';

const say = (line: string) => process.stdout.write(`${line}\n`);
const PACK_GOAL_MS = 10_000;

const singularWords = (title: string) =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => (word.length > 3 && /[sx]$/.test(word) ? word.slice(0, -1) : word));
const holds = (title: string, words: string) => {
  const found = ` ${singularWords(title).join(' ')} `;
  return found.includes(` ${singularWords(words).join(' ')} `);
};

async function asPerson(db: Db, permissions: PermissionService, email: string): Promise<AccessContext> {
  const [person] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!person) throw new Error(`no ${email}`);
  return {
    user: { id: person.id, sessionId: 'bench' },
    can: (object, action) => permissions.can(person.id, object, action),
    restricted: permissions.isRestricted(person.id),
  };
}

/**
 * `npm run bench -- tender`: on the demo firm (PGlite), the labelled tenders' roles found
 * (precision, recall; a role is found when a read role's title holds its words and its count is
 * right) and each planted person's place in their role's ranking (top 3); then a pack of 5 tailored
 * CVs (PDF) and 5 references, timed, with the event loop's longest stall meanwhile.
 */
export async function run(): Promise<void> {
  say(`tender bench on ${machine().cpus} cores; load ${loadAverage()} before`);
  const warning = busyWarning();
  if (warning) say(warning);
  const database = await openBenchDatabase('pglite');
  try {
    await seedDefaultGrants(database.db);
    const permissions = await createPermissionService(database.db);
    await seedDemoFirm(database.db, permissions, { password: 'bench-password' });
    const ctx = await asPerson(database.db, permissions, 'cso@atrium.demo');
    const monday = await windowStart(database.db);
    const today = () => monday;
    const availabilityOf = (ids: readonly string[], from: string, weeks: number) =>
      readAvailability(database.db, ids, from, weeks);
    const staffing = createStaffingService({
      db: database.db,
      knowledge: researchSkillKnowledge,
      today,
      availabilityOf,
    });
    const emailOf = new Map(
      (await database.db.select({ id: users.id, email: users.email }).from(users)).map((row) => [
        row.id,
        row.email,
      ]),
    );
    const reader = await staffing.textReader();

    let found = 0;
    let right = 0;
    let expected = 0;
    let planted = 0;
    let inTop3 = 0;
    const perTender: unknown[] = [];
    for (const tender of TENDERS) {
      const roles = readTenderRoles(tender.text, reader, monday);
      found += roles.length;
      expected += tender.roles.length;
      const matched = tender.roles.map((label) =>
        roles.find((role) => holds(role.title, label.words) && role.count === label.count),
      );
      right += new Set(matched.filter(Boolean)).size;
      const ranks: (number | null)[] = [];
      for (const [index, label] of tender.roles.entries()) {
        planted += 1;
        const role = matched[index];
        if (!role) {
          ranks.push(null);
          continue;
        }
        const ranking = await roleCandidates({ db: database.db, staffing, today, availabilityOf }, role, ctx);
        const rank = ranking.findIndex((candidate) => emailOf.get(candidate.person.id) === label.planted);
        ranks.push(rank < 0 ? null : rank + 1);
        if (rank >= 0 && rank < 3) inTop3 += 1;
      }
      perTender.push({
        text: tender.text.slice(0, 60),
        read: findRoleMentions(tender.text).map((mention) => `${mention.count} × ${mention.title}`),
        plantedRanks: ranks,
      });
      say(
        `  ${tender.text.slice(0, 50).padEnd(50)} read ${roles.map((r) => `${r.count}×${r.title}`).join(', ')}; planted ranks ${ranks.join(', ')}`,
      );
    }
    const precision = found ? right / found : 0;
    const recall = expected ? right / expected : 0;
    say(
      `roles: precision ${(precision * 100).toFixed(0)}% (${right}/${found}), recall ${(recall * 100).toFixed(0)}% (${right}/${expected})`,
    );
    say(
      `planted persons in their role's top 3: ${inTop3}/${planted} (${((inTop3 / planted) * 100).toFixed(0)}%)`,
    );

    // A pack of 5 CVs and 5 references: the first tender's roles, five planted and ranked people.
    const blobs = createBlobStore(database.db as Db, createFsFileStore(`${database.dataDir}/files`));
    const pictures = createPictureService({ db: database.db as Db, blobs });
    const resumes = createResumeService({ db: database.db as Db, pictures });
    const packs = createBidPack({
      db: database.db,
      staffing,
      renderPackCv: renderPackCvWith(resumes),
      today,
      availabilityOf,
    });
    const people = TENDERS.slice(0, 3)
      .flatMap((tender) => tender.roles.map((role) => role.planted))
      .slice(0, 5);
    const ids = [...emailOf].filter(([, email]) => people.includes(email)).map(([id]) => id);
    const roles = readTenderRoles(
      TENDERS.slice(0, 3)
        .map((tender) => tender.text)
        .join('\n'),
      reader,
      monday,
    );
    const [bid] = await database.db
      .insert(bids)
      .values({
        title: 'Bench pack',
        tender_text: '',
        roles,
        team: ids.map((person_id, index) => ({ role: Math.min(index, roles.length - 1), person_id })),
        proposed_ids: ids,
        language: 'en',
        anonymised: false,
        created_by: ctx.user.id,
      })
      .returning();
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const started = performance.now();
    const zip = await packs.make(bid!, 'zip', ctx);
    const zipMs = performance.now() - started;
    const wordStarted = performance.now();
    const word = await packs.make(bid!, 'docx', ctx);
    const wordMs = performance.now() - wordStarted;
    loop.disable();
    const stallMs = loop.max / 1e6;
    say(
      `pack of ${ids.length} CVs (PDF) + ≤${PACK_REFERENCES} references: zip ${zipMs.toFixed(0)} ms (${(zip.bytes.length / 1024).toFixed(0)} kB), ` +
        `Word ${wordMs.toFixed(0)} ms; goal ≤ ${PACK_GOAL_MS} ms ${zipMs <= PACK_GOAL_MS ? 'met' : 'MISSED'}; ` +
        `event loop longest stall ${stallMs.toFixed(0)} ms; load ${loadAverage()} (${os.cpus().length} cores)`,
    );
    const file = await writeResults('tender', {
      precision,
      recall,
      plantedInTop3: inTop3 / planted,
      pack: {
        cvs: ids.length,
        zipMs,
        wordMs,
        stallMs,
        bytes: zip.bytes.length,
        wordBytes: word.bytes.length,
      },
      load: loadAverage(),
      perTender,
    });
    say(`results: ${file}`);
  } finally {
    await database.close();
  }
}
