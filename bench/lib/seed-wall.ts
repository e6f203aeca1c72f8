import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/database.ts';

/**
 * `posts` posts over a year by the firm's people, every tenth with a picture's worth of likes
 * (0–9 each), a third with two comments, a few hidden and reported; 5,000 notifications for the
 * reader (40 unread) and 200,000 for everyone else. Written by SQL in a few statements: the
 * routes, not the seeding, are measured.
 */
export async function seedWall(db: Db, reader: string, posts: number): Promise<void> {
  await db.execute(sql`
    insert into wall_posts (author_id, text, created_at, like_count, comment_count, hidden_at, report_count)
    select people.ids[1 + (g::bigint * 7919) % people.n],
           'Post ' || g || ': news from the project, thanks to the team! https://example.org/' || g,
           now() - make_interval(secs => g * 300),
           g % 10, case when g % 3 = 0 then 2 else 0 end,
           case when g % 500 = 0 then now() end, case when g % 700 = 0 then 1 else 0 end
    from generate_series(1, ${posts}) g,
         (select array_agg(id order by id) ids, count(*)::int n from users) people`);
  await db.execute(sql`
    insert into wall_likes (post_id, user_id)
    select p.id, people.ids[1 + ((hashtext(p.id::text)::bigint & 2147483647) + k * 104729) % people.n]
    from wall_posts p cross join generate_series(1, 9) k,
         (select array_agg(id order by id) ids, count(*)::int n from users) people
    where k <= p.like_count
    on conflict do nothing`);
  await db.execute(
    sql`update wall_posts p set like_count = (select count(*) from wall_likes l where l.post_id = p.id)`,
  );
  await db.execute(sql`
    insert into wall_likes (post_id, user_id)
    select id, ${reader}::uuid from wall_posts where like_count % 4 = 1 on conflict do nothing`);
  await db.execute(
    sql`update wall_posts p set like_count = (select count(*) from wall_likes l where l.post_id = p.id)`,
  );
  await db.execute(sql`
    insert into wall_comments (post_id, author_id, text, created_at)
    select p.id, people.ids[1 + ((hashtext(p.id::text)::bigint & 2147483647) + k * 7) % people.n], 'Well done!', p.created_at + make_interval(mins => k)
    from wall_posts p cross join generate_series(1, 2) k,
         (select array_agg(id order by id) ids, count(*)::int n from users) people
    where p.comment_count = 2`);
  await db.execute(sql`
    insert into notifications (recipient_id, kind, actor_id, link, params, created_at, read_at)
    select ${reader}::uuid, (array['mention','comment','reaction'])[1 + g % 3], people.ids[1 + g % people.n],
           '/wall/' || g, '{"excerpt":"News from the project"}'::jsonb,
           now() - make_interval(secs => g * 600), case when g > 40 then now() end
    from generate_series(1, 5000) g, (select array_agg(id order by id) ids, count(*)::int n from users) people`);
  await db.execute(sql`
    insert into notifications (recipient_id, kind, actor_id, link, created_at, read_at)
    select people.ids[1 + g % people.n], 'reaction', people.ids[1 + (g * 31) % people.n], '/wall/' || g,
           now() - make_interval(secs => g * 60), case when g % 10 <> 0 then now() end
    from generate_series(1, 200000) g, (select array_agg(id order by id) ids, count(*)::int n from users) people`);
  await db.execute(sql`analyze`);
}

/** The plans of the feed's and the counts' queries, to see which index serves each. */
export async function wallPlans(db: Db): Promise<Record<string, string[]>> {
  const explain = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(sql`explain ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map(
      (row) => row['QUERY PLAN'],
    );
  return {
    feed: await explain(
      sql`select * from wall_posts where hidden_at is null order by created_at desc, id desc limit 11`,
    ),
    newPosts: await explain(
      sql`select count(*) from (select 1 from wall_posts where hidden_at is null and created_at > now() - interval '1 minute' limit 100) n`,
    ),
    unread: await explain(
      sql`select count(*) from (select 1 from notifications where recipient_id = (select id from users limit 1) and read_at is null limit 100) n`,
    ),
  };
}
