import { and, asc, eq, inArray, like, notInArray } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { excerpt, notify } from '../../platform/notifications/notify.ts';
import { users } from '../../platform/users/users.tables.ts';
import { credentials } from '../credentials/credentials.tables.ts';
import { groups } from '../groups/groups.tables.ts';
import { newcomers } from '../newcomers/newcomers.tables.ts';
import { solutions } from '../solutions/solutions.tables.ts';
import { postForFirm } from './firm-posts.ts';
import { postLink } from './wall-posts.ts';
import { wallComments, wallLikes, wallPosts, wallReports } from './wall.tables.ts';

const HOUR_MS = 3_600_000;

/** `@who` in a text names the demo account of that role, mentioned (and notified). */
type DemoPost = {
  by: string;
  hoursAgo: number;
  text: string;
  mentions?: string[];
  comments?: [string, string][];
};

/** The wall's colleagues' posts, in both languages, oldest last; `by` and mentions are role accounts or `pN` (the Nth colleague). */
const POSTS: readonly DemoPost[] = [
  {
    by: 'employee',
    hoursAgo: 1,
    text: 'Our data platform went live for the client this morning 🎉 Huge thanks to the whole squad!',
    mentions: ['leader', 'p3'],
    comments: [
      ['leader', 'Well deserved, what a sprint.'],
      ['p3', 'Proud of this one!'],
    ],
  },
  {
    by: 'p1',
    hoursAgo: 3,
    text: 'Qui est partant pour un déjeuner au parc vendredi midi ? Il doit faire beau 🌞',
    comments: [
      ['p2', 'Moi !'],
      ['employee', 'Je viens avec plaisir.'],
      ['p5', 'Partant aussi'],
      ['p6', 'Je ramène le dessert'],
    ],
  },
  {
    by: 'hr',
    hoursAgo: 6,
    text: 'Reminder: the mentorship registration is open until the end of the month. Mentors, mentees, sign up on the Mentorship page!',
    comments: [['p4', 'Just registered as a mentee, thanks for the reminder.']],
  },
  {
    by: 'p2',
    hoursAgo: 20,
    text: 'Retour de la conférence dbt à Paris : les slides sont ici https://example.org/dbt-paris-2026. Je peux faire un point pour ceux que ça intéresse.',
    mentions: ['employee'],
    comments: [['employee', 'Oui, avec plaisir ! Jeudi ?']],
  },
  {
    by: 'leader',
    hoursAgo: 26,
    text: 'The Cloud guild meets on Thursday at 5pm, 3rd floor. Topic: FinOps on Azure. Everyone welcome.',
    mentions: ['p1', 'p4'],
  },
  {
    by: 'p5',
    hoursAgo: 30,
    text: 'Just passed the Azure Data Engineer Associate certification! Thanks for the study sessions.',
    mentions: ['p2'],
    comments: [
      ['p2', 'Congrats!!'],
      ['hr', 'Bravo, remember to add it to your profile 😉'],
    ],
  },
  {
    by: 'cso',
    hoursAgo: 48,
    text: 'Nous cherchons deux consultants SAP FI pour une mission à Lyon à partir de janvier. Parlez-m’en si vous êtes intéressés ou si vous connaissez quelqu’un.',
  },
  {
    by: 'p6',
    hoursAgo: 55,
    text: 'Anyone has a good book on product discovery to recommend?',
    comments: [
      ['p1', '“Continuous Discovery Habits”, by Teresa Torres.'],
      ['employee', 'Inspired, by Marty Cagan, a classic.'],
    ],
  },
  {
    by: 'management',
    hoursAgo: 72,
    text: 'Merci à toutes et à tous pour ce trimestre : la satisfaction client n’a jamais été aussi haute. Rendez-vous à la soirée de fin d’année !',
    comments: [['p3', 'Merci à vous !']],
  },
  {
    by: 'p3',
    hoursAgo: 96,
    text: 'Petit rappel accessibilité : testez vos écrans au clavier et avec un lecteur d’écran avant la démo. Checklist : https://example.org/a11y-checklist',
    mentions: ['p6'],
  },
  {
    by: 'p4',
    hoursAgo: 120,
    text: 'Looking for a running buddy around the Lyon office at lunchtime. 5 to 8 km, easy pace.',
    comments: [['p5', 'Count me in on Tuesdays.']],
  },
  {
    by: 'admin',
    hoursAgo: 150,
    text: 'Atrium now has a social wall: share news, thank colleagues, ask questions. Be kind 🙂',
  },
];

/** Who likes what: every third colleague likes the posts of those before them, in a fixed order. */
const likersOf = (postIndex: number, people: string[]) =>
  people.filter((_, i) => (i + postIndex) % 3 !== 0).slice(0, 2 + ((postIndex * 5) % 9));

/**
 * The demo firm's wall: colleagues' posts in both languages, with mentions, likes and comments
 * (and their notifications), one post reported and one hidden for the administrators, and the
 * firm's own posts about its guilds, top solutions, credentials and newcomers who arrived. People
 * and records are taken in a fixed order, so every fresh install shows the same wall.
 */
export async function seedDemoWall(tx: Tx): Promise<void> {
  const roles = ['admin', 'hr', 'cso', 'management', 'leader', 'employee'];
  const accounts = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        roles.map((role) => `${role}@atrium.demo`),
      ),
    );
  const byRole = new Map(accounts.map((row) => [row.email.split('@')[0]!, row.id]));
  const others = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        like(users.email, '%@atrium.demo'),
        notInArray(
          users.email,
          roles.map((role) => `${role}@atrium.demo`),
        ),
      ),
    )
    .orderBy(asc(users.email))
    .limit(30);
  const colleagues = others.map((row) => row.id);
  const person = (who: string) => (/^p\d+$/.test(who) ? colleagues[Number(who.slice(1))] : byRole.get(who));
  const now = Date.now();

  await seedFirmPosts(tx, now);
  const everyone = [...byRole.values(), ...colleagues.slice(0, 12)];
  for (const [index, demo] of POSTS.entries()) {
    const author = person(demo.by);
    if (!author) continue;
    const mentions = (demo.mentions ?? []).flatMap((who) => person(who) ?? []);
    const at = new Date(now - demo.hoursAgo * HOUR_MS);
    const likers = likersOf(index, everyone).filter((id) => id !== author);
    const comments = (demo.comments ?? []).flatMap(([who, text], i) => {
      const id = person(who);
      return id ? [{ author_id: id, text, created_at: new Date(at.getTime() + (i + 1) * 600_000) }] : [];
    });
    const [post] = await tx
      .insert(wallPosts)
      .values({
        author_id: author,
        text: demo.text,
        mention_ids: mentions,
        created_at: at,
        like_count: likers.length,
        comment_count: comments.length,
      })
      .returning({ id: wallPosts.id });
    const link = postLink(post!.id);
    const quoted = { excerpt: excerpt(demo.text) };
    if (likers.length > 0)
      await tx.insert(wallLikes).values(likers.map((user_id) => ({ post_id: post!.id, user_id })));
    if (comments.length > 0)
      await tx.insert(wallComments).values(comments.map((c) => ({ ...c, post_id: post!.id })));
    for (const id of mentions)
      await notify(tx, { recipientId: id, kind: 'mention', actorId: author, link, params: quoted });
    for (const c of comments) {
      await notify(tx, {
        recipientId: author,
        kind: 'comment',
        actorId: c.author_id,
        link,
        params: { excerpt: excerpt(c.text) },
      });
    }
    for (const id of likers.slice(0, 2))
      await notify(tx, { recipientId: author, kind: 'reaction', actorId: id, link, params: quoted });
  }
  await seedModeration(tx, person, now);
}

/** The firm's own posts, about records the demo already holds, a few hours apart. */
async function seedFirmPosts(tx: Tx, now: number) {
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR_MS);
  const guilds = await tx
    .select()
    .from(groups)
    .where(eq(groups.type, 'guild'))
    .orderBy(asc(groups.name))
    .limit(2);
  const tops = await tx
    .select()
    .from(solutions)
    .where(eq(solutions.top, true))
    .orderBy(asc(solutions.name))
    .limit(2);
  const won = await tx.select().from(credentials).orderBy(asc(credentials.project_code)).limit(2);
  const arrived = await tx
    .select({ id: users.id, first_name: users.first_name, last_name: users.last_name })
    .from(newcomers)
    .innerJoin(users, eq(users.id, newcomers.id))
    .where(inArray(newcomers.status, ['arrived']))
    .orderBy(asc(users.email))
    .limit(2);
  const posts = [
    ...guilds.map((g) => ({
      kind: 'guild_created' as const,
      recordId: g.id,
      name: g.name,
      link: `/guild/${g.id}`,
    })),
    ...tops.map((s) => ({
      kind: 'solution_top' as const,
      recordId: s.id,
      name: s.name,
      link: `/top-solution/${s.id}`,
    })),
    ...won.map((c) => ({
      kind: 'credential_won' as const,
      recordId: c.id,
      name: c.name,
      link: `/credentials/${c.id}`,
    })),
    ...arrived.map((p) => ({
      kind: 'newcomer_arrived' as const,
      recordId: p.id,
      name: `${p.first_name} ${p.last_name}`,
      link: `/profile/${p.id}`,
    })),
  ];
  for (const [i, post] of posts.entries()) {
    // The demo firm spoke over the past weeks: no one’s hourly allowance.
    await postForFirm(tx, { ...post, actorId: null });
    await tx
      .update(wallPosts)
      .set({ created_at: at(2 + i * 17) })
      .where(eq(wallPosts.firm_key, `${post.kind}:${post.recordId}`));
  }
}

/** A post someone reported, and one an administrator hid, for the moderators' view. */
async function seedModeration(tx: Tx, person: (who: string) => string | undefined, now: number) {
  const [reporter, author, admin] = [person('p7'), person('p8'), person('admin')];
  if (!reporter || !author || !admin) return;
  const [reported] = await tx
    .insert(wallPosts)
    .values({
      author_id: author,
      text: 'Selling my old car, great price, DM me!',
      created_at: new Date(now - 8 * HOUR_MS),
      report_count: 1,
    })
    .returning({ id: wallPosts.id });
  await tx.insert(wallReports).values({
    post_id: reported!.id,
    reporter_id: reporter,
    reason: 'Not about work: better on the classifieds board',
  });
  await tx.insert(wallPosts).values({
    author_id: author,
    text: 'Le code du Wi-Fi invités est sur cette photo du tableau blanc…',
    created_at: new Date(now - 40 * HOUR_MS),
    hidden_at: new Date(now - 39 * HOUR_MS),
    hidden_by: admin,
    hidden_reason: 'Shares an access code',
  });
}
