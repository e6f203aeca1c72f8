import { groupBreaches, type GroupInput, type GroupMemberInput } from '@atrium/contract';
import { asc, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { users } from '../../platform/users/users.tables.ts';
import { replaceMemberships } from './group-memberships.ts';
import { groups } from './groups.tables.ts';

/** Demo accounts the groups are built around (the demo seed's fixed sign-ins). */
const LEADER = 'leader@atrium.demo';
const MANAGEMENT = 'management@atrium.demo';
const ADMIN = 'admin@atrium.demo';
const HR = 'hr@atrium.demo';
/** Left in no group, so the without-team and without-guild views and following have someone to show. */
const EMPLOYEE = 'employee@atrium.demo';

type DemoGroup = Omit<GroupInput, 'leaders' | 'steerco' | 'members'> & {
  leaders: string[];
  steerco: string[];
  members: GroupMemberInput[];
};

/**
 * Adds the demo groups to a demo firm: leader@atrium.demo leads a squad and a chapter (so the
 * leader menu shows), the other role accounts have places, and employee@atrium.demo has none.
 * Runs once: answers false, changing nothing, when groups exist or the demo accounts do not.
 */
export async function seedDemoGroups(db: DbOrTx): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two instances starting together: the second waits here, then finds the groups.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('atrium.seedDemoGroups'))`);
    const [anyGroup] = await tx.select({ id: groups.id }).from(groups).limit(1);
    if (anyGroup) return false;

    const featured = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, [LEADER, MANAGEMENT, ADMIN, HR, EMPLOYEE]));
    const account = new Map(featured.map((person) => [person.email, person.id]));
    const leader = account.get(LEADER);
    if (!leader) return false;
    const others = (
      await tx
        .select({ id: users.id })
        .from(users)
        .where(notInArray(users.email, [LEADER, MANAGEMENT, ADMIN, HR, EMPLOYEE]))
        .orderBy(asc(users.email))
        .limit(40)
    ).map((person) => person.id);
    const some = (from: number, count: number) => others.slice(from, from + count);
    const roleAccounts = (...emails: string[]) =>
      emails.map((email) => account.get(email)).filter((id): id is string => id !== undefined);
    const active = (ids: string[]) => ids.map((user_id) => ({ user_id, status: 'active' as const }));
    const following = (ids: string[]) => ids.map((user_id) => ({ user_id, status: 'follower' as const }));

    for (const group of demoGroups({ leader, others: some, roleAccounts, active, following })) {
      const breaches = groupBreaches(group);
      if (breaches.length > 0) throw new Error(`Demo group ${group.name} breaks ${breaches[0]!.key}`);
      const { leaders, steerco, members, ...columns } = group;
      const [row] = await tx.insert(groups).values(columns).returning({ id: groups.id });
      await replaceMemberships(tx, row!.id, { leaders, steerco, members });
    }
    return true;
  });
}

function demoGroups({
  leader,
  others,
  roleAccounts,
  active,
  following,
}: {
  leader: string;
  others: (from: number, count: number) => string[];
  roleAccounts: (...emails: string[]) => string[];
  active: (ids: string[]) => GroupMemberInput[];
  following: (ids: string[]) => GroupMemberInput[];
}): DemoGroup[] {
  return [
    {
      type: 'squad',
      name: 'Data Foundations',
      code_name: 'ATLAS',
      description: 'Builds the data platforms our insurance and banking clients run their analytics on.',
      leaders: [leader],
      steerco: roleAccounts(MANAGEMENT),
      members: active(others(0, 5)),
      solutions: ['Data platform', 'Data governance'],
      deliverables: ['Reference architecture', 'Migration playbook'],
      sales_pitch: 'From scattered spreadsheets to one governed platform in twelve weeks.',
      expected_results: 'Three client references this year.',
      added_value: 'Reusable accelerators cut delivery time by a third.',
      man_days: 40,
      estimated_cost: 32_000,
      target_markets: ['Insurance', 'Banking'],
      assets: [{ label: 'Offer deck', url: 'https://intranet.atrium.demo/offers/data-foundations' }],
    },
    {
      type: 'team',
      name: 'Digital Factory',
      code_name: 'FORGE',
      description: 'Designs and ships digital products with our clients, from discovery to run.',
      leaders: others(5, 1),
      steerco: roleAccounts(ADMIN),
      members: active(others(6, 6)),
      solutions: ['Product discovery'],
      target_markets: ['Retail', 'Public sector'],
      man_days: 50,
    },
    {
      type: 'squad',
      name: 'Customer Insights',
      code_name: 'LENS',
      leaders: others(12, 1),
      steerco: [],
      members: active(others(13, 4)),
      solutions: ['Customer analytics'],
    },
    {
      type: 'chapter',
      name: 'Data Engineering',
      description: 'Practices, tooling and career paths of our data engineers.',
      leaders: [leader],
      steerco: [],
      members: [...active(others(0, 3)), ...following(others(17, 2))],
    },
    {
      type: 'guild',
      name: 'Generative AI',
      description: 'Everyone curious about large language models: talks, experiments, client cases.',
      leaders: others(19, 1),
      steerco: [],
      members: following([...roleAccounts(HR), ...others(20, 6)]),
    },
    {
      type: 'guild',
      name: 'Green IT',
      description: 'Sustainable software and infrastructure.',
      leaders: others(26, 1),
      steerco: [],
      members: following(others(27, 3)),
    },
  ];
}
