import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completionSnapshots } from '../../modules/completion/completion.tables.ts';
import { DEMO_HISTORY_DAYS } from '../../modules/completion/completion.seed.ts';
import { credentials } from '../../modules/credentials/credentials.tables.ts';
import { groupMemberships, groups } from '../../modules/groups/groups.tables.ts';
import {
  mentorshipMatches,
  mentorshipParticipants,
  mentorshipSessions,
} from '../../modules/mentorship/mentorship.tables.ts';
import { news } from '../../modules/news/news.tables.ts';
import { reports } from '../../modules/report/report.tables.ts';
import { wallComments, wallLikes, wallPosts } from '../../modules/wall/wall.tables.ts';
import { notifications } from '../../platform/notifications/notifications.tables.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { accounts } from '../../platform/a12n/a12n.tables.ts';
import { verifyPassword } from '../../platform/a12n/passwords.ts';
import {
  createPermissionService,
  seedDefaultGrants,
  type PermissionService,
} from '../../platform/permissions/permission-service.ts';
import { casbinRules } from '../../platform/permissions/permissions.tables.ts';
import { users } from '../../platform/users/users.tables.ts';
import type { Database } from '../database.ts';
import { seedDemoFirm } from './demo-seed.ts';
import { assignments } from '../../modules/staffing/staffing.tables.ts';
import { queryRows } from '../database.ts';

const password = 'demo-password-for-tests';

async function openSeedable(): Promise<{ database: Database; permissions: PermissionService }> {
  const database = await openTestDatabase();
  await seedDefaultGrants(database.db);
  return { database, permissions: await createPermissionService(database.db) };
}

const everyone = (database: Database) =>
  database.db
    .select({
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      grade: users.grade,
    })
    .from(users)
    .orderBy(asc(users.email));

describe('seedDemoFirm', () => {
  let sut: Awaited<ReturnType<typeof openSeedable>>;
  let logins: string[] | undefined;

  beforeAll(async () => {
    sut = await openSeedable();
    logins = (await seedDemoFirm(sut.database.db, sut.permissions, { password }))?.logins;
  });
  afterAll(() => sut.database.close());

  it('creates a firm of at least 300 people, each able to sign in', async () => {
    const [people] = await sut.database.db.select({ count: count() }).from(users);
    const [withAccount] = await sut.database.db.select({ count: count() }).from(accounts);
    expect(people!.count).toBeGreaterThanOrEqual(300);
    expect(withAccount!.count).toBe(people!.count);
  });

  it('gives each role its fixed account', async () => {
    expect(logins).toEqual([
      'admin@atrium.demo',
      'hr@atrium.demo',
      'cso@atrium.demo',
      'management@atrium.demo',
      'leader@atrium.demo',
      'employee@atrium.demo',
    ]);
    const expected: Record<string, string[]> = {
      'admin@atrium.demo': ['guest', 'admin'],
      'hr@atrium.demo': ['guest', 'HR'],
      'cso@atrium.demo': ['guest', 'CSO'],
      'management@atrium.demo': ['guest', 'Management'],
      'leader@atrium.demo': ['guest'],
      'employee@atrium.demo': ['guest'],
    };
    for (const [email, roles] of Object.entries(expected)) {
      const [user] = await sut.database.db.select().from(users).where(eq(users.email, email));
      expect(user, email).toBeDefined();
      expect(await sut.permissions.roles(user!.id)).toEqual(roles);
    }
  });

  it('adds the demo groups, led by leader@atrium.demo', async () => {
    const [leader] = await sut.database.db.select().from(users).where(eq(users.email, 'leader@atrium.demo'));
    const led = await sut.database.db
      .select({ id: groupMemberships.group_id })
      .from(groupMemberships)
      .where(and(eq(groupMemberships.user_id, leader!.id), eq(groupMemberships.role, 'leader')));
    expect(led.length).toBeGreaterThan(0);
  });

  it('has one past mentorship session, matched, published and archived, and one open for registration', async () => {
    const { db } = sut.database;
    const sessions = await db.select().from(mentorshipSessions).orderBy(asc(mentorshipSessions.year));
    expect(
      sessions.map((session) => [session.name, Boolean(session.archived_at), Boolean(session.published_at)]),
    ).toEqual([
      ['Mentorship 2025', true, true],
      ['Mentorship 2027', false, false],
    ]);
    const matched = await db
      .select()
      .from(mentorshipMatches)
      .where(eq(mentorshipMatches.session_id, sessions[0]!.id));
    expect(matched.filter((line) => line.mentor_id).length).toBeGreaterThan(20);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      sessions[1]!.mentor_registration_start <= today && today <= sessions[1]!.mentor_registration_end,
    ).toBe(true);
    const registered = await db
      .select()
      .from(mentorshipParticipants)
      .where(eq(mentorshipParticipants.session_id, sessions[1]!.id));
    expect(registered.length).toBeGreaterThan(0);
  });

  it('gives the completion dashboard ninety past days, each a plausible day of the firm', async () => {
    const days = await sut.database.db
      .select()
      .from(completionSnapshots)
      .orderBy(asc(completionSnapshots.day));
    expect(days).toHaveLength(DEMO_HISTORY_DAYS);
    for (const day of days) {
      expect(day.average_rate).toBeGreaterThanOrEqual(0);
      expect(day.average_rate).toBeLessThanOrEqual(100);
      expect(day.complete).toBeLessThanOrEqual(day.people);
    }
  });

  it('measures the demo firm as a firm would: some profiles complete, most not yet', async () => {
    const states = await sut.database.db
      .select({ state: users.completion_state, people: count() })
      .from(users)
      .where(eq(users.status, 'active'))
      .groupBy(users.completion_state);
    const people = Object.fromEntries(states.map(({ state, people }) => [state, people]));
    expect(people.complete).toBeGreaterThan(0);
    expect(people.incomplete).toBeGreaterThan(people.complete ?? 0);
  });

  it('signs everyone in with the demo password', async () => {
    const [account] = await sut.database.db
      .select({ hash: accounts.password_hash })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.user_id))
      .where(eq(users.email, 'employee@atrium.demo'));
    expect(await verifyPassword(account!.hash, password)).toBe(true);
    expect(await verifyPassword(account!.hash, 'another password')).toBe(false);
  });

  it('lets the search trigger fold accents, so Helene finds Hélène', async () => {
    const [helene] = await sut.database.db
      .select({ searchName: users.search_name })
      .from(users)
      .where(eq(users.email, 'helene.dubois@atrium.demo'));
    expect(helene?.searchName).toBe('helene dubois');
  });

  it('fills a lively wall: posts in both languages, likes, comments, mentions told, the firm’s posts, one hidden', async () => {
    const { db } = sut.database;
    const posts = await db.select().from(wallPosts);
    expect(posts.length).toBeGreaterThan(15);
    expect(posts.some((post) => /déjeuner/.test(post.text))).toBe(true);
    expect(posts.some((post) => /guild meets/.test(post.text))).toBe(true);
    expect(new Set(posts.flatMap((post) => post.firm_kind ?? []))).toEqual(
      new Set(['guild_created', 'solution_top', 'credential_won', 'newcomer_arrived']),
    );
    expect(posts.filter((post) => post.hidden_at !== null)).toHaveLength(1);
    expect(posts.filter((post) => post.report_count > 0)).toHaveLength(1);
    const [likes] = await db.select({ n: count() }).from(wallLikes);
    const [comments] = await db.select({ n: count() }).from(wallComments);
    expect(posts.reduce((sum, post) => sum + post.like_count, 0)).toBe(likes!.n);
    expect(posts.reduce((sum, post) => sum + post.comment_count, 0)).toBe(comments!.n);
    const [employee] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'employee@atrium.demo'));
    const told = await db.select().from(notifications).where(eq(notifications.recipient_id, employee!.id));
    expect(new Set(told.map((n) => n.kind))).toEqual(new Set(['mention', 'comment', 'reaction']));
  });

  it('staffs the firm so the Bench tells a story: most booked 80–100 %, some free, some rolling off soon', async () => {
    const { db } = sut.database;
    const [{ total = 0 } = {}] = await db.select({ total: count() }).from(assignments);
    expect(total).toBeGreaterThan(250);
    // This week's share booked of each consultant staffed or not (the corporate functions aside).
    const shares = await queryRows<{ booked: number; rolls_off: boolean }>(
      db,
      // A week wholly free has no row: rolling off is booked now, less booked within four weeks.
      sql`select 100 - coalesce(now.free_pct, 100) as booked,
          coalesce(now.free_pct, 100) = 0 and (select count(*) from person_week_availability soon, availability_window w
            where soon.user_id = u.id and soon.week_start between w.first_week + 7 and w.first_week + 28
              and soon.free_pct < 50) < 4 as rolls_off
        from users u
        left join person_week_availability now
          on now.user_id = u.id and now.week_start = (select first_week from availability_window)
        where u.status = 'active' and u.business_unit <> 'Corporate Functions'`,
    );
    const booked = shares.filter((share) => share.booked >= 80).length;
    const free = shares.filter((share) => share.booked === 0).length;
    const rolling = shares.filter((share) => share.rolls_off).length;
    expect(booked / shares.length).toBeGreaterThan(0.75);
    expect(free).toBeGreaterThan(10);
    expect(rolling).toBeGreaterThan(10);
    expect(shares.every((share) => share.booked <= 100)).toBe(true);
  });

  it('changes nothing when the firm has people already', async () => {
    const before = await everyone(sut.database);
    expect(await seedDemoFirm(sut.database.db, sut.permissions, { password })).toBeNull();
    expect(await everyone(sut.database)).toEqual(before);
  });

  it('makes the same firm on every fresh database', async () => {
    const other = await openSeedable();
    try {
      await seedDemoFirm(other.database.db, other.permissions, { password });
      expect(await everyone(other.database)).toEqual(await everyone(sut.database));
    } finally {
      await other.database.close();
    }
  });

  it('leaves no firm at all when the seed fails at its last step, and makes it whole on the next start', async () => {
    const broken = await openSeedable();
    const { db } = broken.database;
    const counts = async () => ({
      people: (await db.select({ n: count() }).from(users))[0]!.n,
      roles: (await db.select({ n: count() }).from(casbinRules).where(eq(casbinRules.ptype, 'g')))[0]!.n,
      groups: (await db.select({ n: count() }).from(groups))[0]!.n,
    });
    try {
      // The credentials come last: refusing them fails the seed once everything else is written.
      await db.execute(
        sql.raw(`create function refuse_seed() returns trigger language plpgsql as $$
          begin raise exception 'injected failure'; end $$`),
      );
      await db.execute(
        sql.raw('create trigger refuse_seed before insert on credentials execute function refuse_seed()'),
      );
      await expect(seedDemoFirm(db, broken.permissions, { password })).rejects.toThrow();
      expect(await counts()).toEqual({ people: 0, roles: 0, groups: 0 });

      await db.execute(sql.raw('drop trigger refuse_seed on credentials'));
      expect((await seedDemoFirm(db, broken.permissions, { password }))?.logins).toEqual(logins);
      expect(await everyone(broken.database)).toEqual(await everyone(sut.database));
      expect((await db.select({ n: count() }).from(credentials))[0]!.n).toBeGreaterThan(0);
      const [admin] = await db.select().from(users).where(eq(users.email, 'admin@atrium.demo'));
      expect(await broken.permissions.roles(admin!.id)).toEqual(['guest', 'admin']);
    } finally {
      await broken.database.close();
    }
  });

  it('publishes news in both languages: one pinned, one scheduled, one archived; and a report with its reply', async () => {
    const items = await sut.database.db.select().from(news);
    const now = new Date();
    expect(items.filter((item) => item.pinned && item.title_en && item.title_fr)).toHaveLength(1);
    expect(items.some((item) => item.publish_at && item.publish_at > now)).toBe(true);
    expect(items.some((item) => item.archived_at)).toBe(true);
    expect(items.some((item) => item.title_fr && !item.title_en)).toBe(true);
    const answered = await sut.database.db.select().from(reports);
    expect(answered.filter((report) => report.reply && report.status === 'done')).toHaveLength(1);
  });
});
