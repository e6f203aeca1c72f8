import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../database.ts';
import {
  seedDemoCompletionHistory,
  seedDemoCompletionProfiles,
} from '../../modules/completion/completion.seed.ts';
import { seedDemoCredentials } from '../../modules/credentials/credentials.seed.ts';
import { seedDemoGroups } from '../../modules/groups/groups.seed.ts';
import { seedDemoResumes } from '../../modules/people/people.seed.ts';
import { seedDemoTagAliases } from '../../modules/people/tag-aliases.seed.ts';
import { seedDemoSolutions } from '../../modules/solutions/solutions.seed.ts';
import { seedDemoNewcomers } from '../../modules/newcomers/newcomers.seed.ts';
import { seedDemoCampaigns } from '../../modules/campaigns/campaigns.seed.ts';
import { seedDemoMentorship } from '../../modules/mentorship/mentorship.seed.ts';
import { seedDemoNews } from '../../modules/news/news.seed.ts';
import { seedDemoReports } from '../../modules/report/report.seed.ts';
import { seedDemoWall } from '../../modules/wall/wall.seed.ts';
import { seedDemoAssignments } from '../../modules/staffing/staffing.seed.ts';
import { hashPassword } from '../../platform/a12n/passwords.ts';
import { writeUserRoles, type PermissionService } from '../../platform/permissions/permission-service.ts';
import { users } from '../../platform/users/users.tables.ts';
import { DEMO_ACCOUNTS, HELENE_DUBOIS } from './demo-accounts.ts';
import { generatePeople } from './generate-people.ts';
import { insertPeople } from './insert-people.ts';

/** The seed of the demo firm: every fresh install shows the same people. */
export const DEMO_SEED = 2026;
export const DEMO_FIRM_SIZE = 320;

/** Any number would do, as long as nothing else takes this advisory lock. */
const SEED_LOCK = 2026_0001;

/**
 * Fills an empty database with a demo firm of `people` people (the six role accounts included),
 * every one of them able to sign in with `password`, and its groups. Answers the role accounts' emails, or null
 * when the firm already has people, in which case nothing changes.
 */
export async function seedDemoFirm(
  db: Db,
  permissions: PermissionService,
  { password, people = DEMO_FIRM_SIZE }: { password: string; people?: number },
): Promise<{ logins: string[] } | null> {
  if (!(await isEmpty(db))) return null;
  const passwordHash = await hashPassword(password);
  const featured = [...DEMO_ACCOUNTS.map((account) => account.person), HELENE_DUBOIS];
  const generated = generatePeople({
    count: Math.max(0, people - featured.length),
    seed: DEMO_SEED,
    reservedEmails: featured.map((person) => person.email),
  });

  // One transaction: a crash or an error half way leaves no firm at all, and the next start seeds
  // it whole (an empty database is the only sign the seed looks for).
  const seeded = await db.transaction(async (tx) => {
    // Two instances starting together on one empty PostgreSQL: the second waits, then finds people.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (!(await isEmpty(tx))) return false;
    const ids = await insertPeople(tx, [...featured, ...generated], passwordHash);
    for (const { person, roles } of DEMO_ACCOUNTS) {
      if (roles.length > 0) await writeUserRoles(tx, ids.get(person.email)!, roles);
    }
    // Other words for the technical skills (k8s, JS…), which every search resolves to the tag.
    await seedDemoTagAliases(tx);
    // Past assignments and a base resume for everyone, for profiles, resumes and the CV library.
    await seedDemoResumes(tx);
    // Teams, squads, chapters and guilds around the role accounts: leader@atrium.demo leads some.
    await seedDemoGroups(tx);
    // The solutions catalogue, then credentials that name its solutions and the firm's people.
    await seedDemoSolutions(tx);
    await seedDemoCredentials(tx);
    // Who works for which client now and next: most booked, some on the bench or rolling off soon.
    await seedDemoAssignments(tx);
    // Last, so no demo record above picks them: newcomers in every status, added by HR.
    await seedDemoNewcomers(tx, passwordHash);
    // Its completion profiles, then the average over time of the dashboard, ending at today's.
    await seedDemoCompletionProfiles(tx);
    await seedDemoCompletionHistory(tx);
    // Management's smart campaigns: one finished (its funnel has a story), one draft to start.
    await seedDemoCampaigns(tx);
    // Last year's mentorship session, matched and archived, and this year's, open for registration.
    await seedDemoMentorship(tx);
    // The home page's news in both languages (pinned, scheduled, archived), and a feedback inbox with a reply.
    await seedDemoNews(tx);
    await seedDemoReports(tx);
    // Last: the wall talks about everything above (guilds, top solutions, credentials, arrivals).
    await seedDemoWall(tx);
    return true;
  });
  if (!seeded) return null;
  // After the commit: reloading reads the policy through the one PGlite connection.
  await permissions.reload();
  return { logins: DEMO_ACCOUNTS.map((account) => account.person.email) };
}

async function isEmpty(db: DbOrTx): Promise<boolean> {
  const [anyone] = await db.select({ id: users.id }).from(users).limit(1);
  return anyone === undefined;
}
