import { NEWCOMER_MESSAGES } from '@atrium/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, restrictedAccesses } from '../../platform/a12n/a12n.tables.ts';
import { tableSnapshot } from '../../test/table-snapshot.ts';
import { useTestApp } from '../../test/test-app-setup.ts';

const newcomersApi = '/api/c13s/v2/cv_library/newcomers';
const links = '/api/c13s/v2/public/restricted_accesses';

describe('public/restricted_accesses: HR sees and revokes welcome links', () => {
  const ctx = useTestApp();
  type Caller = Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  let hr: Caller;
  let colleague: Caller;
  let newcomer: string;
  const tokens: string[] = [];

  const sendLink = async () => {
    const response = await hr.request({ method: 'POST', url: `${newcomersApi}/${newcomer}/link` });
    expect(response.statusCode, response.body).toBe(200);
    const mails = await ctx().db.select().from(mailOutbox).where(eq(mailOutbox.to, 'lina@example.org'));
    tokens.push(/\/\?token=([\w-]+)/.exec(mails.at(-1)!.body)![1]!);
  };
  const listed = async () => {
    const response = await hr.request({ method: 'GET', url: `${links}/search?user_id=${newcomer}` });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const revoke = (caller: Caller, id: string) =>
    caller.request({ method: 'POST', url: `${links}/${id}/revoke` });
  const open = (token: string) => ctx().app.inject({ method: 'GET', url: `/api/a12n/access?token=${token}` });
  const newcomerStatus = async () =>
    (await hr.request({ method: 'GET', url: `${newcomersApi}/${newcomer}` })).json().status as string;

  beforeAll(async () => {
    const t = ctx();
    hr = await t.signedIn({ first_name: 'Hannah', roles: ['HR'] });
    colleague = await t.signedIn();
    const added = await hr.request({
      method: 'POST',
      url: newcomersApi,
      payload: {
        type: 'employee',
        first_name: 'Lina',
        last_name: 'Linkova',
        email: 'lina.linkova@atrium.demo',
        personal_email: 'lina@example.org',
        arrival_date: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
        business_line: 'Data',
        hub: 'Lyon',
        licence: 'E3',
      },
    });
    newcomer = added.json().id;
    await sendLink();
    await sendLink();
  });

  it('lists a newcomer’s links with their state and sender, never the token or its hash', async () => {
    const response = await listed();
    const { data, total } = response.json();
    expect(total).toBe(2);
    expect(data[0]).toMatchObject({
      user_id: newcomer,
      state: 'active',
      used_at: null,
      revoked_at: null,
      created_by: expect.objectContaining({ id: hr.user.id, first_name: 'Hannah' }),
    });
    expect(data[1]).toMatchObject({ state: 'revoked', revoked_at: expect.any(String) });
    for (const token of tokens) expect(response.body).not.toContain(token);
    const [row] = await ctx().db.select().from(restrictedAccesses).limit(1);
    expect(response.body).not.toContain(row!.token_hash);
    expect(response.body).not.toContain('token');
    const one = await hr.request({ method: 'GET', url: `${links}/${data[0].id}` });
    expect(one.json().state).toBe('active');
    expect(one.body).not.toContain('token');
  });

  it('is HR’s: a colleague neither reads nor revokes links', async () => {
    const [link] = (await listed()).json().data;
    expect((await colleague.request({ method: 'GET', url: `${links}/search` })).statusCode).toBe(403);
    expect((await revoke(colleague, link.id)).statusCode).toBe(403);
  });

  it('revokes the active link: it no longer opens Atrium, and the newcomer needs a new one', async () => {
    const [link] = (await listed()).json().data;
    expect(await newcomerStatus()).toBe('link_sent');
    const response = await revoke(hr, link.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ code: 'newcomers.linkRevoked', msg: NEWCOMER_MESSAGES.linkRevoked });
    expect((await hr.request({ method: 'GET', url: `${links}/${link.id}` })).json().state).toBe('revoked');
    expect(await ctx().db.select().from(restrictedAccesses)).toHaveLength(2);
    const refused = await open(tokens.at(-1)!);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toMatch(/^This link is invalid/);
    expect(refused.cookies).toEqual([]);
    expect(await newcomerStatus()).toBe('to_prepare');
  });

  it('refuses a revoked link, a used one, a stranger and a bad id, changing nothing', async () => {
    await sendLink();
    const used = await open(tokens.at(-1)!);
    expect(used.statusCode, used.body).toBe(200);
    const [usedLink, revokedLink] = (await listed()).json().data;
    expect(usedLink.state).toBe('used');
    const before = await tableSnapshot(ctx().db);
    const refused = async (id: string, status: number) => {
      const response = await revoke(hr, id);
      expect(response.statusCode, response.body).toBe(status);
      return response.json().msg as string;
    };
    expect(await refused(usedLink.id, 409)).toBe(NEWCOMER_MESSAGES.linkAlreadyUsed);
    expect(await refused(revokedLink.id, 409)).toBe(NEWCOMER_MESSAGES.linkAlreadyRevoked);
    expect(await refused('00000000-0000-4000-8000-000000000000', 404)).toBeDefined();
    expect(await refused('nope', 400)).toBeDefined();
    const badFilter = await hr.request({ method: 'GET', url: `${links}/search?user_id=nope` });
    expect(badFilter.statusCode).toBe(400);
    expect(await tableSnapshot(ctx().db)).toBe(before);
  });

  it('shows a link past its date as expired, which may still be revoked', async () => {
    await sendLink();
    const [link] = (await listed()).json().data;
    await ctx()
      .db.update(restrictedAccesses)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(restrictedAccesses.id, link.id));
    expect((await hr.request({ method: 'GET', url: `${links}/${link.id}` })).json().state).toBe('expired');
    expect((await revoke(hr, link.id)).statusCode).toBe(200);
  });
});
