import {
  FIRM_POST_NAME_MAX,
  FIRM_POSTS_PER_HOUR_MAX,
  WALL_COMMENTS_PER_HOUR_MAX,
  WALL_LIMIT_WINDOW_MS,
  WALL_MENTIONS_MAX,
  WALL_MENTIONS_PER_HOUR_MAX,
  WALL_MESSAGES,
  WALL_POSTS_PER_HOUR_MAX,
} from '@atrium/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../platform/notifications/notifications.tables.ts';
import { tableSnapshot } from '../../test/table-snapshot.ts';
import { useTestApp } from '../../test/test-app-setup.ts';
import { multipartFile } from '../people/testing/multipart.ts';
import { removeUnpostedPictures } from './unposted-pictures.ts';
import { wallPosts } from './wall.tables.ts';

const api = '/api/c13s/v2/home/wall';
const bell = '/api/c13s/v2/public/notifications';
// The answers' JSON, read by the assertions themselves.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#1DE9B6' } })
    .png()
    .toBuffer();

describe('social wall', () => {
  const ctx = useTestApp();
  type Caller = Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  let author: Caller;
  let colleague: Caller;
  let admin: Caller;

  beforeAll(async () => {
    const t = ctx();
    author = await t.signedIn({ first_name: 'Ada', last_name: 'Author' });
    colleague = await t.signedIn({ first_name: 'Cy', last_name: 'Colleague' });
    admin = await t.signedIn({ first_name: 'Al', last_name: 'Admin', roles: ['admin'] });
  });

  const post = (as: Caller, payload: Record<string, unknown>) =>
    as.request({ method: 'POST', url: `${api}/posts`, payload });
  const posted = async (as: Caller, payload: Record<string, unknown>) => {
    const response = await post(as, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  const feed = async (as: Caller, query = '') => {
    const response = await as.request({ method: 'GET', url: `${api}/posts${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: Json[]; next_cursor: string | null };
  };
  const one = async (as: Caller, id: string) => as.request({ method: 'GET', url: `${api}/posts/${id}` });
  const myNotifications = async (as: Caller) =>
    (await as.request({ method: 'GET', url: bell })).json().items as Json[];
  const unread = async (as: Caller) =>
    (await as.request({ method: 'GET', url: `${bell}/unread_count` })).json().count as number;
  const upload = async (as: Caller) => {
    const response = await as.request({
      method: 'POST',
      url: `${api}/pictures`,
      ...multipartFile({ bytes: await png(), filename: 'p.png', contentType: 'image/png' }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };

  /** Refused with the status (and message), and nothing written anywhere. */
  const refused = async (
    send: () => Promise<{ statusCode: number; body: string }>,
    status: number,
    msg?: string,
  ) => {
    const before = await tableSnapshot(ctx().db);
    const response = await send();
    expect(response.statusCode, response.body).toBe(status);
    if (msg) expect(response.body).toContain(msg);
    expect(await tableSnapshot(ctx().db)).toBe(before);
  };

  it('a post shows in the feed with its author, counts, and the reader’s like', async () => {
    const id = await posted(author, { text: 'Hello wall, see https://example.org' });
    const page = await feed(colleague);
    expect(page.items[0]).toMatchObject({
      id,
      text: 'Hello wall, see https://example.org',
      author: { id: author.user.id, first_name: 'Ada' },
      firm: null,
      like_count: 0,
      liked: false,
      comment_count: 0,
      hidden: null,
      _can: { update: false, delete: false, hide: false },
    });
    expect((await feed(author)).items[0]?._can).toEqual({ update: true, delete: true, hide: false });
  });

  it('refuses a 701-character post, and takes 700', async () => {
    await refused(() => post(author, { text: 'x'.repeat(701) }), 400, WALL_MESSAGES.postTooLong);
    await posted(author, { text: 'x'.repeat(700) });
  });

  it('refuses an empty post and unknown fields', async () => {
    await refused(() => post(author, { text: '   ' }), 400, WALL_MESSAGES.textRequired);
    await refused(() => post(author, { text: 'Hi', html: '<b>' }), 400);
  });

  it('stores a script tag as the text it is', async () => {
    const text = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const id = await posted(author, { text });
    expect((await one(colleague, id)).json().text).toBe(text);
  });

  it('pages the feed by cursor, newest first, without repeating or skipping', async () => {
    for (let i = 0; i < 5; i += 1) await posted(colleague, { text: `Page post ${i}` });
    const all = (await feed(author, '?limit=50')).items.map((item) => item.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await feed(author, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(all);
    const times = (await feed(author, '?limit=50')).items.map((item) => item.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('refuses a cursor it never gave', async () => {
    await refused(() => author.request({ method: 'GET', url: `${api}/posts?cursor=bm9wZQ` }), 400);
    await refused(() => author.request({ method: 'GET', url: `${api}/posts?limit=51` }), 400);
  });

  it('notifies a mentioned colleague, never the author mentioning themselves', async () => {
    const before = await unread(colleague);
    const id = await posted(author, { text: 'Thanks @Cy', mention_ids: [colleague.user.id, author.user.id] });
    expect(await unread(colleague)).toBe(before + 1);
    const [latest] = await myNotifications(colleague);
    expect(latest).toMatchObject({
      kind: 'mention',
      actor: { id: author.user.id },
      link: `/wall/${id}`,
      params: { excerpt: 'Thanks @Cy' },
      read_at: null,
    });
    expect((await one(colleague, id)).json().mentions.map((m: { id: string }) => m.id)).toEqual([
      colleague.user.id,
      author.user.id,
    ]);
    const own = await ctx()
      .db.select()
      .from(notifications)
      .where(eq(notifications.recipient_id, author.user.id));
    expect(own.filter((n) => n.kind === 'mention')).toEqual([]);
  });

  it('refuses a mention of an unknown id', async () => {
    await refused(
      () => post(author, { text: 'Hi @ghost', mention_ids: [UNKNOWN] }),
      400,
      WALL_MESSAGES.unknownMention,
    );
    await refused(() => post(author, { text: 'Hi', mention_ids: ['not-an-id'] }), 400);
  });

  it('refuses a newcomer not arrived yet exactly as an unknown id: the answer tells nobody who exists', async () => {
    const newcomer = await ctx().createPerson({ status: 'newcomer' });
    const unknown = await post(author, { text: 'Hi', mention_ids: [UNKNOWN] });
    await refused(() => post(author, { text: 'Hi', mention_ids: [newcomer.id] }), 400);
    const notArrived = await post(author, { text: 'Hi', mention_ids: [newcomer.id] });
    expect(notArrived.json()).toEqual(unknown.json());
  });

  describe('per person and hour', () => {
    const refusedFor = async (
      response: { statusCode: number; headers: Json; json: () => Json },
      code: string,
    ) => {
      expect(response.statusCode).toBe(429);
      expect(response.json().code).toBe(code);
      const retryAfter = Number(response.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(WALL_LIMIT_WINDOW_MS / 1000);
    };

    it(`takes ${WALL_POSTS_PER_HOUR_MAX} posts, then answers 429 with its code and Retry-After, writing nothing`, async () => {
      const poster = await ctx().signedIn();
      for (let i = 0; i < WALL_POSTS_PER_HOUR_MAX; i += 1) await posted(poster, { text: `Post ${i}` });
      await refused(() => post(poster, { text: 'One more' }), 429);
      await refusedFor(await post(poster, { text: 'One more' }), 'wall.tooManyPosts');
      // Someone else still posts.
      await posted(colleague, { text: 'Still open to others' });
    });

    it(`takes ${WALL_COMMENTS_PER_HOUR_MAX} comments, then answers 429`, async () => {
      const commenter = await ctx().signedIn();
      const id = await posted(colleague, { text: 'Comment away' });
      const comment = (text: string) =>
        commenter.request({ method: 'POST', url: `${api}/posts/${id}/comments`, payload: { text } });
      for (let i = 0; i < WALL_COMMENTS_PER_HOUR_MAX; i += 1) {
        expect((await comment(`Comment ${i}`)).statusCode).toBe(201);
      }
      await refused(() => comment('One more'), 429);
      await refusedFor(await comment('One more'), 'wall.tooManyComments');
    });

    it(`takes ${WALL_MENTIONS_MAX} mentions a post and ${WALL_MENTIONS_PER_HOUR_MAX} an hour, counted on edits too`, async () => {
      const mentioner = await ctx().signedIn();
      const people = await Promise.all(
        Array.from({ length: WALL_MENTIONS_MAX + 1 }, () => ctx().createPerson()),
      );
      const ids = people.map((person) => person.id);
      await refused(() => post(mentioner, { text: 'Too many', mention_ids: ids }), 400);
      const full = ids.slice(0, WALL_MENTIONS_MAX);
      for (let i = 0; i < WALL_MENTIONS_PER_HOUR_MAX / WALL_MENTIONS_MAX; i += 1) {
        await posted(mentioner, { text: `Hi all ${i}`, mention_ids: full });
      }
      const [last] = (await feed(mentioner)).items;
      // Taking a name off spends nothing; naming someone again is one mention too many.
      const edit = (mention_ids: string[]) => () =>
        mentioner.request({
          method: 'PATCH',
          url: `${api}/posts/${last!.id}`,
          payload: { text: 'Hi all', mention_ids },
        });
      expect((await edit(full.slice(1))()).statusCode).toBe(200);
      await refused(edit(full), 429);
      await refusedFor(await edit(full)(), 'wall.tooManyMentions');
      await refusedFor(await post(mentioner, { text: 'Hi', mention_ids: [ids[0]] }), 'wall.tooManyMentions');
      // A post naming nobody spends no mention.
      await posted(mentioner, { text: 'Hi nobody' });
    });
  });

  it('takes up to four pictures of the poster’s own, refuses a fifth, and serves them to readers', async () => {
    const ids = [await upload(author), await upload(author), await upload(author), await upload(author)];
    const fifth = await upload(author);
    await refused(
      () => post(author, { text: 'Five', picture_ids: [...ids, fifth] }),
      400,
      WALL_MESSAGES.tooManyPictures,
    );
    const mine = await upload(colleague);
    await refused(
      () => post(author, { text: 'Not mine', picture_ids: [mine] }),
      400,
      WALL_MESSAGES.unknownPicture,
    );
    // Someone else's upload, not posted yet, is theirs alone.
    expect((await author.request({ method: 'GET', url: `${api}/pictures/${mine}` })).statusCode).toBe(404);
    const id = await posted(author, { text: 'Four', picture_ids: ids });
    const shown = (await one(colleague, id)).json();
    expect(shown.pictures.map((p: { id: string }) => p.id)).toEqual(ids);
    expect(shown.pictures[0]).toMatchObject({ width: 40, height: 30 });
    const served = await colleague.request({ method: 'GET', url: `${api}/pictures/${ids[0]}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    // Already in a post: not a second time.
    await refused(
      () => post(author, { text: 'Again', picture_ids: [ids[0]] }),
      400,
      WALL_MESSAGES.unknownPicture,
    );
  });

  it('removes a picture never posted, a day after its upload, and keeps the posted ones', async () => {
    const unposted = await upload(colleague);
    const posted_ = await upload(colleague);
    await posted(colleague, { text: 'Kept', picture_ids: [posted_] });
    const read = (id: string) => colleague.request({ method: 'GET', url: `${api}/pictures/${id}` });
    await removeUnpostedPictures(ctx().db, ctx().app.files.blobs);
    expect((await read(unposted)).statusCode).toBe(200);
    const tomorrow = new Date(Date.now() + 25 * 3_600_000);
    expect(await removeUnpostedPictures(ctx().db, ctx().app.files.blobs, tomorrow)).toBeGreaterThan(0);
    expect((await read(unposted)).statusCode).toBe(404);
    expect((await read(posted_)).statusCode).toBe(200);
  });

  it('refuses a file that is not a picture', async () => {
    const response = await author.request({
      method: 'POST',
      url: `${api}/pictures`,
      ...multipartFile({
        bytes: Buffer.from('<svg onload=alert(1)>'),
        filename: 'x.png',
        contentType: 'image/png',
      }),
    });
    expect(response.statusCode).toBe(415);
  });

  it('counts one like per person, notifies the author once, and takes it back', async () => {
    const id = await posted(author, { text: 'Like me' });
    const like = (as: Caller, method: 'POST' | 'DELETE' = 'POST') =>
      as.request({ method, url: `${api}/posts/${id}/like` });
    expect((await like(colleague)).statusCode).toBe(200);
    expect((await like(colleague)).statusCode).toBe(200);
    await like(admin);
    expect((await one(colleague, id)).json()).toMatchObject({ like_count: 2, liked: true });
    const reactions = (await myNotifications(author)).filter(
      (n) => n.kind === 'reaction' && n.link === `/wall/${id}`,
    );
    expect(reactions).toHaveLength(2);
    await like(colleague, 'DELETE');
    await like(colleague, 'DELETE');
    expect((await one(colleague, id)).json()).toMatchObject({ like_count: 1, liked: false });
    await like(author);
    expect((await myNotifications(author)).filter((n) => n.actor?.id === author.user.id)).toEqual([]);
  });

  it('comments up to 300 characters and tells the post’s author', async () => {
    const id = await posted(author, { text: 'Comment me' });
    const comment = (text: string) =>
      colleague.request({ method: 'POST', url: `${api}/posts/${id}/comments`, payload: { text } });
    await refused(() => comment('y'.repeat(301)), 400, WALL_MESSAGES.commentTooLong);
    expect((await comment('Nice one')).statusCode).toBe(201);
    const shown = (await one(author, id)).json();
    expect(shown).toMatchObject({
      comment_count: 1,
      comments: [{ text: 'Nice one', author: { id: colleague.user.id } }],
    });
    expect((await myNotifications(author))[0]).toMatchObject({ kind: 'comment', link: `/wall/${id}` });
    const all = await author.request({ method: 'GET', url: `${api}/posts/${id}/comments` });
    expect(all.json().items).toHaveLength(1);
  });

  it('lets the author edit and delete their post and comment; others may not', async () => {
    const id = await posted(author, { text: 'Draft' });
    const edit = (as: Caller, text: string) =>
      as.request({
        method: 'PATCH',
        url: `${api}/posts/${id}`,
        payload: { text, mention_ids: [colleague.user.id] },
      });
    await refused(() => edit(colleague, 'Hijacked'), 403);
    expect((await edit(author, 'Final')).statusCode).toBe(200);
    expect((await one(colleague, id)).json()).toMatchObject({ text: 'Final', edited_at: expect.any(String) });
    expect((await myNotifications(colleague))[0]).toMatchObject({ kind: 'mention', link: `/wall/${id}` });

    const commented = await author.request({
      method: 'POST',
      url: `${api}/posts/${id}/comments`,
      payload: { text: 'Mine' },
    });
    const commentId = commented.json().id as string;
    await refused(() => colleague.request({ method: 'DELETE', url: `${api}/comments/${commentId}` }), 403);
    await refused(
      () =>
        colleague.request({ method: 'PATCH', url: `${api}/comments/${commentId}`, payload: { text: 'x' } }),
      403,
    );
    const changed = await author.request({
      method: 'PATCH',
      url: `${api}/comments/${commentId}`,
      payload: { text: 'Mine, edited' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await author.request({ method: 'DELETE', url: `${api}/comments/${commentId}` })).statusCode).toBe(
      200,
    );
    expect((await one(author, id)).json().comment_count).toBe(0);

    await refused(() => colleague.request({ method: 'DELETE', url: `${api}/posts/${id}` }), 403);
    expect((await author.request({ method: 'DELETE', url: `${api}/posts/${id}` })).statusCode).toBe(200);
    expect((await one(author, id)).statusCode).toBe(404);
    expect((await myNotifications(colleague)).filter((n) => n.link === `/wall/${id}`)).toEqual([]);
  });

  it('deletes a post with its pictures’ files queued for removal', async () => {
    const picture = await upload(author);
    const id = await posted(author, { text: 'With a picture', picture_ids: [picture] });
    expect((await admin.request({ method: 'DELETE', url: `${api}/posts/${id}` })).statusCode).toBe(200);
    expect((await author.request({ method: 'GET', url: `${api}/pictures/${picture}` })).statusCode).toBe(404);
  });

  it('stores reports once per person; moderators list the reported posts', async () => {
    const id = await posted(author, { text: 'Questionable' });
    const report = (as: Caller) =>
      as.request({ method: 'POST', url: `${api}/posts/${id}/report`, payload: { reason: 'Off topic' } });
    expect((await report(colleague)).statusCode).toBe(200);
    await refused(() => report(colleague), 409, WALL_MESSAGES.alreadyReported);
    await refused(
      () => colleague.request({ method: 'POST', url: `${api}/posts/${id}/report`, payload: { reason: '' } }),
      400,
    );
    const reported = await feed(admin, '?reported=true');
    expect(reported.items.map((item) => item.id)).toEqual([id]);
    expect(reported.items[0]).toMatchObject({ report_count: 1 });
    expect((await colleague.request({ method: 'GET', url: `${api}/posts?reported=true` })).statusCode).toBe(
      403,
    );
    expect((await feed(colleague)).items.find((item) => item.id === id)?.report_count).toBe(0);
  });

  it('lets a moderator hide a post: kept, out of the feed for everyone else, closed to comments', async () => {
    const id = await posted(author, { text: 'To hide' });
    const hide = (as: Caller, reason = 'Not for the wall') =>
      as.request({ method: 'POST', url: `${api}/posts/${id}/hide`, payload: { reason } });
    await refused(() => hide(author), 403);
    await refused(() => hide(admin, ''), 400);
    expect((await hide(admin)).statusCode).toBe(200);
    await refused(() => hide(admin), 409, WALL_MESSAGES.alreadyHidden);

    expect((await feed(colleague, '?limit=50')).items.map((item) => item.id)).not.toContain(id);
    expect((await one(author, id)).statusCode).toBe(404);
    const seen = (await one(admin, id)).json();
    expect(seen.hidden).toMatchObject({ by: { id: admin.user.id }, reason: 'Not for the wall' });
    const [row] = await ctx().db.select().from(wallPosts).where(eq(wallPosts.id, id));
    expect(row).toMatchObject({ text: 'To hide', hidden_by: admin.user.id });

    await refused(
      () => admin.request({ method: 'POST', url: `${api}/posts/${id}/comments`, payload: { text: 'Late' } }),
      409,
      WALL_MESSAGES.postHidden,
    );
    await refused(
      () =>
        colleague.request({ method: 'POST', url: `${api}/posts/${id}/comments`, payload: { text: 'Late' } }),
      404,
    );
    await refused(() => colleague.request({ method: 'POST', url: `${api}/posts/${id}/like` }), 404);
  });

  it('counts posts newer than the newest the reader has, hidden ones left out', async () => {
    const newest = (await feed(colleague)).items[0]!.created_at as string;
    const count = async () =>
      (
        await colleague.request({
          method: 'GET',
          url: `${api}/posts/new_count?since=${encodeURIComponent(newest)}`,
        })
      ).json().count;
    expect(await count()).toBe(0);
    const id = await posted(author, { text: 'Brand new' });
    await posted(author, { text: 'Newer still' });
    expect(await count()).toBe(2);
    await admin.request({ method: 'POST', url: `${api}/posts/${id}/hide`, payload: { reason: 'Spam' } });
    expect(await count()).toBe(1);
    await refused(
      () => colleague.request({ method: 'GET', url: `${api}/posts/new_count?since=yesterday` }),
      400,
    );
  });

  it('keeps a newcomer on restricted access off the wall', async () => {
    const newcomer = await ctx().signedIn({ roles: ['newcomer'] });
    expect((await newcomer.request({ method: 'GET', url: `${api}/posts` })).statusCode).toBe(403);
    await refused(() => post(newcomer, { text: 'Hi' }), 403);
  });

  describe('the firm’s posts', () => {
    const firmPosts = (kind: string) =>
      ctx()
        .db.select()
        .from(wallPosts)
        .where(eq(wallPosts.firm_kind, kind as 'guild_created'));

    it('posts a new guild once, linking to it', async () => {
      const created = await admin.request({
        method: 'POST',
        url: '/api/c13s/v2/cv_library/teams',
        payload: { type: 'guild', name: 'Rust guild' },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id;
      await admin.request({
        method: 'POST',
        url: '/api/c13s/v2/cv_library/teams',
        payload: { type: 'team', name: 'A team' },
      });
      expect(await firmPosts('guild_created')).toEqual([
        expect.objectContaining({ firm_name: 'Rust guild', firm_link: `/guild/${id}`, author_id: null }),
      ]);
      const shown = (await feed(colleague)).items.find((item) => item.firm?.kind === 'guild_created');
      expect(shown).toMatchObject({ author: null, firm: { name: 'Rust guild', link: `/guild/${id}` } });
    });

    it('posts a solution becoming top once, even flagged again', async () => {
      const created = await admin.request({
        method: 'POST',
        url: '/api/c13s/v2/cv_library/solutions',
        payload: { name: 'Data mesh', summary: 'A solution' },
      });
      const id = created.json().id;
      const flag = (top: boolean) =>
        admin.request({ method: 'PATCH', url: `/api/c13s/v2/cv_library/solutions/${id}`, payload: { top } });
      expect((await flag(true)).statusCode).toBe(200);
      await flag(false);
      await flag(true);
      expect(await firmPosts('solution_top')).toEqual([
        expect.objectContaining({ firm_name: 'Data mesh', firm_link: `/top-solution/${id}` }),
      ]);
    });

    const projects = '/api/c13s/v2/cv_library/projects';
    const recordCredential = async (as: Caller, payload: Record<string, unknown>) => {
      const created = await as.request({
        method: 'POST',
        url: projects,
        payload: { client: 'ACME', ...payload },
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json().id as string;
    };
    const postOf = async (credentialId: string) =>
      (await firmPosts('credential_won')).find((row) => row.firm_credential_id === credentialId);

    it('posts a credential won', async () => {
      const id = await recordCredential(admin, { name: 'Big win' });
      expect(await firmPosts('credential_won')).toEqual([
        expect.objectContaining({ firm_name: 'Big win', firm_link: `/credentials/${id}`, text: '' }),
      ]);
    });

    it('says nothing for an employee’s credential; speaks once it is marked top, naming it alone', async () => {
      const notice = 'IT notice: your session expired, sign in again at https://evil.example/login';
      const id = await recordCredential(colleague, { name: notice, description: 'Free text of the author' });
      expect(await postOf(id)).toBeUndefined();
      const cso = await ctx().signedIn({ roles: ['CSO'] });
      const marked = await cso.request({ method: 'PATCH', url: `${projects}/${id}`, payload: { top: true } });
      expect(marked.statusCode, marked.body).toBe(200);
      expect(await postOf(id)).toMatchObject({ firm_name: notice, text: '', author_id: null });
    });

    it(`quotes a CSO’s credential by its name, cut at ${FIRM_POST_NAME_MAX} characters`, async () => {
      const cso = await ctx().signedIn({ roles: ['CSO'] });
      const id = await recordCredential(cso, { name: 'W'.repeat(300) });
      const quoted = (await postOf(id))!.firm_name!;
      expect(quoted).toHaveLength(FIRM_POST_NAME_MAX);
      expect(quoted).toBe(`${'W'.repeat(FIRM_POST_NAME_MAX - 1)}…`);
    });

    it('goes with its record: a credential or a guild deleted takes its post along', async () => {
      const cso = await ctx().signedIn({ roles: ['CSO'] });
      const administrator = await ctx().signedIn({ roles: ['admin'] });
      const id = await recordCredential(cso, { name: 'Short-lived win' });
      expect(await postOf(id)).toBeDefined();
      expect((await cso.request({ method: 'DELETE', url: `${projects}/${id}` })).statusCode).toBe(200);
      expect(await postOf(id)).toBeUndefined();
      const guild = await administrator.request({
        method: 'POST',
        url: '/api/c13s/v2/cv_library/teams',
        payload: { type: 'guild', name: 'Short-lived guild' },
      });
      const guildId = guild.json().id as string;
      const guildPost = async () =>
        (await firmPosts('guild_created')).find((row) => row.firm_group_id === guildId);
      expect(await guildPost()).toBeDefined();
      const deleted = await administrator.request({
        method: 'DELETE',
        url: `/api/c13s/v2/cv_library/teams/${guildId}`,
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await guildPost()).toBeUndefined();
    });

    it(`speaks at most ${FIRM_POSTS_PER_HOUR_MAX} times an hour for one person: the acts stand, the wall stays quiet`, async () => {
      const cso = await ctx().signedIn({ roles: ['CSO'] });
      const ids: string[] = [];
      for (let i = 0; i <= FIRM_POSTS_PER_HOUR_MAX; i += 1)
        ids.push(await recordCredential(cso, { name: `Win ${i}` }));
      const announced = await Promise.all(ids.map(postOf));
      expect(announced.filter(Boolean)).toHaveLength(FIRM_POSTS_PER_HOUR_MAX);
      expect(announced.at(-1)).toBeUndefined();
      // Another entitled person still speaks.
      const other = await ctx().signedIn({ roles: ['CSO'] });
      expect(await postOf(await recordCredential(other, { name: 'Another win' }))).toBeDefined();
    });

    it('welcomes a newcomer on arrival, once', async () => {
      const created = await admin.request({
        method: 'POST',
        url: '/api/c13s/v2/cv_library/newcomers',
        payload: {
          type: 'employee',
          first_name: 'Nora',
          last_name: 'New',
          email: 'nora.new@atrium.demo',
          personal_email: 'nora@example.org',
          arrival_date: '2026-12-01',
          business_line: 'Data',
          hub: 'Lyon',
          licence: 'E3',
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id;
      const arrived = await admin.request({
        method: 'POST',
        url: `/api/c13s/v2/cv_library/newcomers/${id}/arrived`,
      });
      expect(arrived.statusCode, arrived.body).toBe(200);
      expect(await firmPosts('newcomer_arrived')).toEqual([
        expect.objectContaining({ firm_name: 'Nora New', firm_link: `/profile/${id}` }),
      ]);
    });

    it('refuses to edit a post of the firm', async () => {
      const [guildPost] = await firmPosts('guild_created');
      await refused(
        () =>
          admin.request({
            method: 'PATCH',
            url: `${api}/posts/${guildPost!.id}`,
            payload: { text: 'Edited' },
          }),
        409,
        WALL_MESSAGES.firmPostReadOnly,
      );
    });
  });
});

describe('notifications', () => {
  const ctx = useTestApp();

  it('lists the caller’s own, newest first by cursor, counts the unread, marks one and all read', async () => {
    const t = ctx();
    const me = await t.signedIn();
    const other = await t.signedIn();
    const actor = await t.signedIn();
    await t.db.transaction(async (tx) => {
      const { notify } = await import('../../platform/notifications/notify.ts');
      for (let i = 0; i < 5; i += 1) {
        await notify(tx, {
          recipientId: me.user.id,
          kind: 'comment',
          actorId: actor.user.id,
          link: `/wall/${i}`,
        });
      }
      await notify(tx, { recipientId: me.user.id, kind: 'mention', actorId: me.user.id, link: '/self' });
      await notify(tx, {
        recipientId: other.user.id,
        kind: 'mention',
        actorId: actor.user.id,
        link: '/other',
      });
      // The same unread notification twice is one.
      await notify(tx, {
        recipientId: other.user.id,
        kind: 'mention',
        actorId: actor.user.id,
        link: '/other',
      });
    });
    const count = async (as: typeof me) =>
      (await as.request({ method: 'GET', url: `${bell}/unread_count` })).json().count;
    expect(await count(me)).toBe(5);
    expect(await count(other)).toBe(1);

    const links: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await me.request({
        method: 'GET',
        url: `${bell}?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      links.push(...response.json().items.map((item: { link: string }) => item.link));
      cursor = response.json().next_cursor;
    } while (cursor);
    expect(links).toHaveLength(5);
    expect(new Set(links).size).toBe(5);

    const [first] = (await me.request({ method: 'GET', url: bell })).json().items;
    expect((await other.request({ method: 'POST', url: `${bell}/${first.id}/read` })).statusCode).toBe(404);
    expect((await me.request({ method: 'POST', url: `${bell}/${first.id}/read` })).statusCode).toBe(200);
    expect(await count(me)).toBe(4);
    const until = new Date().toISOString();
    expect(
      (await me.request({ method: 'POST', url: `${bell}/read_all`, payload: { until } })).statusCode,
    ).toBe(200);
    expect(await count(me)).toBe(0);
    expect(await count(other)).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: `${bell}/unread_count` })).statusCode).toBe(401);
  });
});
