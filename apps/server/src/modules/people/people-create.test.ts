import { MESSAGES, PEOPLE_MESSAGES } from '@atrium/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { accounts, mailOutbox } from '../../platform/a12n/a12n.tables.ts';
import { users } from '../../platform/users/users.tables.ts';
import { tableSnapshot } from '../../test/table-snapshot.ts';
import { useTestApp } from '../../test/test-app-setup.ts';

const people = '/api/c13s/v2/cv_library/users';

describe('adding a person', () => {
  const ctx = useTestApp();
  type Caller = Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  let hr: Caller;
  let admin: Caller;
  let colleague: Caller;

  beforeAll(async () => {
    const t = ctx();
    hr = await t.signedIn({ roles: ['HR'] });
    admin = await t.signedIn({ roles: ['admin'] });
    colleague = await t.signedIn();
  });

  const add = (caller: Caller, payload: Record<string, unknown>) =>
    caller.request({ method: 'POST', url: people, payload });

  it('adds an active colleague without a password, found by everyone', async () => {
    const response = await add(hr, {
      email: 'Camille.Roux@Atrium.Demo',
      first_name: 'Camille',
      last_name: 'Roux',
      job_title: 'Consultant',
      business_unit: 'Consulting',
      hub: 'Lyon',
      employment_type: 'contractor',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().msg).toBe(PEOPLE_MESSAGES.created);
    const id = response.json().id as string;
    const read = await colleague.request({ method: 'GET', url: `${people}/${id}` });
    expect(read.json()).toMatchObject({
      id,
      email: 'camille.roux@atrium.demo',
      first_name: 'Camille',
      job_title: 'Consultant',
      grade: null,
      hub: 'Lyon',
      employment_type: 'contractor',
    });
    const [row] = await ctx().db.select({ status: users.status }).from(users).where(eq(users.id, id));
    expect(row?.status).toBe('active');
    expect(await ctx().db.select().from(accounts).where(eq(accounts.user_id, id))).toEqual([]);
    // Other test people may share the name: the one added is among those the search finds.
    const found = (await admin.request({ method: 'GET', url: `${people}/search?q=Camille%20Roux` })).json();
    expect(found.data.map((person: { id: string }) => person.id)).toContain(id);
  });

  it('lets the person added choose a password with a reset link, then sign in', async () => {
    const { app, db } = ctx();
    const email = 'camille.roux@atrium.demo';
    const password = 'a-new-password-for-camille';
    await app.inject({ method: 'POST', url: '/api/a12n/password/forgot', payload: { email } });
    const link = await vi.waitFor(async () => {
      const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      const match = /\/login\/reset-password\/([\w-]+)\//.exec(mail?.body ?? '');
      if (!match) throw new Error('no reset link yet');
      return match[1]!;
    });
    const reset = await app.inject({
      method: 'POST',
      url: '/api/a12n/password/reset',
      payload: { token: link, email, password },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await app.inject({ method: 'POST', url: '/api/a12n/login', payload: { email, password } });
    expect(login.statusCode, login.body).toBe(200);
  });

  it('refuses a taken address (whatever its case), missing names and unknown fields, writing nothing', async () => {
    const before = await tableSnapshot(ctx().db);
    const refused = async (payload: Record<string, unknown>, status: number) => {
      const response = await add(admin, payload);
      expect(response.statusCode, response.body).toBe(status);
      return response.json();
    };
    const person = { email: 'other@atrium.demo', first_name: 'Other', last_name: 'Person' };
    const taken = await refused({ ...person, email: 'CAMILLE.roux@atrium.demo' }, 409);
    expect(taken.errors).toEqual({ email: MESSAGES.emailTaken });
    // The code names its own area (people's addresses), not the newcomers screen that used it first.
    expect(taken.error_codes).toEqual({ email: { code: 'emailTaken' } });
    expect((await refused({ ...person, first_name: ' ' }, 400)).errors).toHaveProperty('first_name');
    expect((await refused({ email: 'x@atrium.demo', first_name: 'X' }, 400)).errors).toHaveProperty(
      'last_name',
    );
    expect((await refused({ ...person, email: 'not an address' }, 400)).errors).toHaveProperty('email');
    expect((await refused({ ...person, status: 'left' }, 400)).msg).toBeDefined();
    expect((await refused({ ...person, employment_type: 'intern' }, 400)).errors).toHaveProperty(
      'employment_type',
    );
    expect(await tableSnapshot(ctx().db)).toBe(before);
  });

  it('is for HR and administrators', async () => {
    const response = await add(colleague, { email: 'z@atrium.demo', first_name: 'Z', last_name: 'Z' });
    expect(response.statusCode).toBe(403);
  });
});
