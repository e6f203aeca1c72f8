import { MESSAGES, SESSION_HINT_COOKIE } from '@atrium/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { createPerson, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { users } from '../users/users.tables.ts';
import { REFRESH_REUSE_GRACE_MS } from './a12n.service.ts';
import { createRateLimits } from './rate-limits.ts';
import { ACCOUNT_FAILURES_MAX, ADDRESS_FAILURES_MAX, signInKeys } from './sign-in-throttle.ts';
import { mailOutbox, passwordResetTokens, rateLimits, refreshTokens } from './a12n.tables.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_SECONDS } from './device-cookie.ts';
import {
  ACCESS_COOKIE,
  ACCESS_TOKEN_SECONDS,
  hashToken,
  REFRESH_COOKIE,
  REFRESH_TOKEN_SECONDS,
} from './tokens.ts';

/** A route that needs a session: 200 with one, 401 without. */
const PROTECTED = '/api/c13s/v2/public/permissions/self';
const NEW_PASSWORD = 'lantern-orchard-1987';

let sut: TestApp;
beforeAll(async () => {
  sut = await createTestApp();
});
afterAll(async () => {
  await sut?.close();
});

let clients = 0;

/**
 * A browser at its own address: it keeps the cookies the server sets and sends them back where
 * their path applies. Each has its own address, so the per-address limit only meets the test for it.
 */
function browser(app: () => FastifyInstance = () => sut.app) {
  clients += 1;
  const address = `10.0.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
  const jar = new Map<string, { value: string; path: string }>();

  async function send(
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) {
    const cookie = [...jar]
      .filter(([, stored]) => url.startsWith(stored.path))
      .map(([name, stored]) => `${name}=${stored.value}`)
      .join('; ');
    const response = await app().inject({
      method,
      url,
      remoteAddress: address,
      headers: { ...(cookie && { cookie }), ...headers },
      ...(payload !== undefined && { payload: payload as object }),
    });
    for (const set of response.cookies) {
      if (set.maxAge === 0 || (set.expires && set.expires.getTime() <= Date.now())) jar.delete(set.name);
      else jar.set(set.name, { value: set.value, path: set.path ?? '/' });
    }
    return response;
  }

  const post = (url: string, payload?: unknown, headers?: Record<string, string>) =>
    send('POST', url, payload, headers);
  return {
    address,
    post,
    get: (url: string) => send('GET', url),
    login: (email: string, password = TEST_PASSWORD) => post('/api/a12n/login', { email, password }),
    refresh: () => post('/api/a12n/refresh'),
    cookie: (name: string) => jar.get(name)?.value,
    setCookie: (name: string, value: string, path: string) => jar.set(name, { value, path }),
    forget: (name: string) => jar.delete(name),
  };
}

const cookieNamed = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((cookie) => cookie.name === name);

/** The reset link mailed to the address; the mail is sent after the answer, so it may take a moment. */
async function resetLinkFor(email: string): Promise<{ token: string; email: string }> {
  return vi.waitFor(async () => {
    const mails = await sut.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const match = mails.at(-1)?.body.match(/http:\/\/localhost:3000\/login\/reset-password\/([\w-]+)\/(\S+)/);
    if (!match?.[1] || !match[2]) throw new Error(`no reset link mailed to ${email}`);
    return { token: match[1], email: decodeURIComponent(match[2]) };
  });
}

describe('login', () => {
  it('opens a session in httpOnly, SameSite=Lax cookies and answers who signed in', async () => {
    const person = await sut.createPerson({ roles: ['HR'] });
    const client = browser();
    const response = await client.login(person.email.toUpperCase());

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user_id: person.id, roles: ['guest', 'HR'] });
    const access = cookieNamed(response, ACCESS_COOKIE);
    const refresh = cookieNamed(response, REFRESH_COOKIE);
    expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(refresh).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/a12n',
      maxAge: REFRESH_TOKEN_SECONDS,
    });
    // The web reads when the access token runs out, to renew before rather than after a 401.
    const hint = cookieNamed(response, SESSION_HINT_COOKIE);
    expect(hint).toMatchObject({ sameSite: 'Lax', path: '/', maxAge: REFRESH_TOKEN_SECONDS });
    expect(hint?.httpOnly).toBeFalsy();
    expect(Number(hint?.value) - Date.now()).toBeGreaterThan((ACCESS_TOKEN_SECONDS - 60) * 1000);
    expect(Number(hint?.value) - Date.now()).toBeLessThanOrEqual(ACCESS_TOKEN_SECONDS * 1000);
    // No https PUBLIC_URL in this app: a Secure cookie would not come back over plain http.
    expect(access?.secure).toBeFalsy();
    expect(refresh?.secure).toBeFalsy();

    expect((await client.get(PROTECTED)).statusCode).toBe(200);
    const [stored] = await sut.db.select().from(refreshTokens).where(eq(refreshTokens.user_id, person.id));
    expect(stored?.token_hash).toBe(hashToken(refresh?.value ?? ''));
  });

  it('gives one answer for a wrong password, an unknown email and a person without an account', async () => {
    const person = await sut.createPerson();
    const [withoutAccount] = await sut.db
      .insert(users)
      .values({ email: 'no.account@test.atrium', first_name: 'No', last_name: 'Account' })
      .returning();
    const client = browser();

    const answers = [
      await client.login(person.email, 'wrong-password-123'),
      await client.login('nobody@test.atrium', 'wrong-password-123'),
      await client.login(withoutAccount!.email, TEST_PASSWORD),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.body).toBe(
        JSON.stringify({ code: 'invalidCredentials', msg: MESSAGES.invalidCredentials }),
      );
      expect(answer.cookies).toEqual([]);
    }
  });
});

describe('refresh', () => {
  it('rotates the refresh token: the new one works, the old one no longer does', async () => {
    const person = await sut.createPerson();
    const client = browser();
    await client.login(person.email);
    const first = client.cookie(REFRESH_COOKIE)!;

    const renewed = await client.refresh();
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toEqual({ user_id: person.id, roles: ['guest'] });
    const second = client.cookie(REFRESH_COOKIE);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await client.get(PROTECTED)).statusCode).toBe(200);
    expect((await client.refresh()).statusCode).toBe(200);

    await sut.db
      .update(refreshTokens)
      .set({ rotated_at: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) })
      .where(eq(refreshTokens.token_hash, hashToken(first)));
    const stale = browser();
    stale.setCookie(REFRESH_COOKIE, first, '/api/a12n');
    expect((await stale.refresh()).statusCode).toBe(401);
  });

  it('revokes the whole session when a rotated token comes back after the grace window', async () => {
    const person = await sut.createPerson();
    const victim = browser();
    await victim.login(person.email);
    const copied = victim.cookie(REFRESH_COOKIE)!;
    expect((await victim.refresh()).statusCode).toBe(200);
    await sut.db
      .update(refreshTokens)
      .set({ rotated_at: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) })
      .where(eq(refreshTokens.token_hash, hashToken(copied)));

    const thief = browser();
    thief.setCookie(REFRESH_COOKIE, copied, '/api/a12n');
    const reuse = await thief.refresh();
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ code: 'unauthenticated', msg: MESSAGES.unauthenticated });

    // The newest token of that family and its access token are dead too.
    expect((await victim.get(PROTECTED)).statusCode).toBe(401);
    expect((await victim.refresh()).statusCode).toBe(401);
  });

  it('refuses a missing, unknown, expired or revoked token and clears the cookies', async () => {
    expect((await browser().refresh()).statusCode).toBe(401);

    const unknown = browser();
    unknown.setCookie(REFRESH_COOKIE, 'made-up-token', '/api/a12n');
    const refused = await unknown.refresh();
    expect(refused.statusCode).toBe(401);
    expect(cookieNamed(refused, REFRESH_COOKIE)?.maxAge).toBe(0);
    expect(cookieNamed(refused, ACCESS_COOKIE)?.maxAge).toBe(0);

    const person = await sut.createPerson();
    const expired = browser();
    await expired.login(person.email);
    await sut.db
      .update(refreshTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.token_hash, hashToken(expired.cookie(REFRESH_COOKIE)!)));
    expect((await expired.refresh()).statusCode).toBe(401);

    const revoked = browser();
    await revoked.login(person.email);
    const token = revoked.cookie(REFRESH_COOKIE)!;
    await revoked.post('/api/a12n/refresh/logout');
    revoked.setCookie(REFRESH_COOKIE, token, '/api/a12n');
    expect((await revoked.refresh()).statusCode).toBe(401);
  });

  it('lets only one of two simultaneous refreshes rotate; the other tab keeps the session', async () => {
    const person = await sut.createPerson();
    const client = browser();
    await client.login(person.email);
    const token = client.cookie(REFRESH_COOKIE)!;
    const twin = browser();
    twin.setCookie(REFRESH_COOKIE, token, '/api/a12n');

    const answers = await Promise.all([client.refresh(), twin.refresh()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    // Exactly one new refresh token was issued, and the session stays open for both tabs.
    expect(answers.filter((answer) => cookieNamed(answer, REFRESH_COOKIE))).toHaveLength(1);
    const rows = await sut.db.select().from(refreshTokens).where(eq(refreshTokens.user_id, person.id));
    expect(rows.filter((row) => row.rotated_at === null && row.revoked_at === null)).toHaveLength(1);
    expect((await client.get(PROTECTED)).statusCode).toBe(200);
    expect((await twin.get(PROTECTED)).statusCode).toBe(200);
  });
});

describe('logout', () => {
  it('clears both cookies and ends the session', async () => {
    const person = await sut.createPerson();
    const client = browser();
    await client.login(person.email);
    const refreshToken = client.cookie(REFRESH_COOKIE)!;
    const accessToken = client.cookie(ACCESS_COOKIE)!;

    const response = await client.post('/api/a12n/refresh/logout');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 'loggedOut', msg: MESSAGES.loggedOut });
    expect(cookieNamed(response, ACCESS_COOKIE)?.maxAge).toBe(0);
    expect(cookieNamed(response, REFRESH_COOKIE)?.maxAge).toBe(0);
    expect(cookieNamed(response, SESSION_HINT_COOKIE)?.maxAge).toBe(0);

    const replay = browser();
    replay.setCookie(ACCESS_COOKIE, accessToken, '/api');
    expect((await replay.get(PROTECTED)).statusCode).toBe(401);
    replay.setCookie(REFRESH_COOKIE, refreshToken, '/api/a12n');
    expect((await replay.refresh()).statusCode).toBe(401);
  });

  it('ends the session named by the access cookie alone', async () => {
    const person = await sut.createPerson();
    const client = browser();
    await client.login(person.email);
    const refreshToken = client.cookie(REFRESH_COOKIE)!;
    client.forget(REFRESH_COOKIE);

    expect((await client.post('/api/a12n/access/logout', {})).statusCode).toBe(200);
    client.setCookie(REFRESH_COOKIE, refreshToken, '/api/a12n');
    expect((await client.refresh()).statusCode).toBe(401);
  });

  it('tells the sign-in page there is no single sign-on where the firm has none: a null name, not an error', async () => {
    const response = await browser().get('/api/a12n/oidc');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: null });
    expect((await browser().get('/api/a12n/oidc/start?next=%2Fhome')).statusCode).toBe(404);
  });

  it('answers 200 when already signed out', async () => {
    for (const path of ['/api/a12n/refresh/logout', '/api/a12n/access/logout']) {
      const response = await browser().post(path);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 'loggedOut', msg: MESSAGES.loggedOut });
    }
  });

  it('leaves the other sessions open, or ends them all with everywhere', async () => {
    const person = await sut.createPerson();
    const [laptop, phone, tablet] = [browser(), browser(), browser()];
    for (const device of [laptop, phone, tablet]) await device.login(person.email);

    await laptop.post('/api/a12n/refresh/logout', { everywhere: false });
    expect((await phone.get(PROTECTED)).statusCode).toBe(200);

    expect((await phone.post('/api/a12n/access/logout', { everywhere: true })).statusCode).toBe(200);
    expect((await tablet.get(PROTECTED)).statusCode).toBe(401);
    expect((await tablet.refresh()).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('gives someone without a password yet (an arrived newcomer) their first one; never someone who left', async () => {
    const [arrived] = await sut.db
      .insert(users)
      .values({ email: 'first.reset@test.atrium', first_name: 'First', last_name: 'Reset' })
      .returning({ id: users.id });
    const client = browser();
    await client.post('/api/a12n/password/forgot', { email: 'first.reset@test.atrium' });
    const link = await resetLinkFor('first.reset@test.atrium');
    expect(
      (await client.post('/api/a12n/password/reset', { ...link, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    expect((await browser().login('first.reset@test.atrium', NEW_PASSWORD)).statusCode).toBe(200);

    await sut.db.update(users).set({ status: 'left' }).where(eq(users.id, arrived!.id));
    await sut.db.delete(mailOutbox).where(eq(mailOutbox.to, 'first.reset@test.atrium'));
    expect(
      (await browser().post('/api/a12n/password/forgot', { email: 'first.reset@test.atrium' })).statusCode,
    ).toBe(200);
    // A mail to someone asked after it has gone out: the one before had its turn.
    const witness = await sut.createPerson();
    await browser().post('/api/a12n/password/forgot', { email: witness.email });
    await resetLinkFor(witness.email);
    expect(
      await sut.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'first.reset@test.atrium')),
    ).toEqual([]);
    expect((await browser().login('first.reset@test.atrium', NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('writes the reset mail in the person’s language, with an HTML part whose button is the link', async () => {
    const person = await sut.createPerson({ language: 'fr' });
    await browser().post('/api/a12n/password/forgot', { email: person.email });
    const { token } = await resetLinkFor(person.email);
    const [mail] = await sut.db.select().from(mailOutbox).where(eq(mailOutbox.to, person.email));
    expect(mail?.subject).toBe('Réinitialisez votre mot de passe Atrium');
    expect(mail?.html).toContain('lang="fr"');
    expect(mail?.html).toContain(`/login/reset-password/${token}/`);
  });

  it('mails a link that sets a new password once', async () => {
    const person = await sut.createPerson();
    const client = browser();
    const forgot = await client.post('/api/a12n/password/forgot', { email: person.email });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toEqual({ code: 'passwordResetSent', msg: MESSAGES.passwordResetSent });

    const link = await resetLinkFor(person.email);
    expect(link.email).toBe(person.email);
    const reset = await client.post('/api/a12n/password/reset', { ...link, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ code: 'passwordResetDone', msg: MESSAGES.passwordResetDone });

    expect((await client.login(person.email)).statusCode).toBe(401);
    expect((await client.login(person.email, NEW_PASSWORD)).statusCode).toBe(200);
    const again = await client.post('/api/a12n/password/reset', {
      ...link,
      password: 'another-fine-password',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'passwordResetInvalid', msg: MESSAGES.passwordResetInvalid });
  });

  it('answers the same for an unknown email and mails nothing', async () => {
    const person = await sut.createPerson();
    const known = await browser().post('/api/a12n/password/forgot', { email: person.email });
    const unknown = await browser().post('/api/a12n/password/forgot', { email: 'ghost@test.atrium' });
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 'passwordResetSent', msg: MESSAGES.passwordResetSent });
    }
    expect(unknown.rawPayload).toEqual(known.rawPayload);
    await resetLinkFor(person.email);
    expect(await sut.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ghost@test.atrium'))).toEqual([]);
  });

  it("builds the link on the server's own address, whatever Host the request names", async () => {
    const person = await sut.createPerson();
    const forgot = await browser().post(
      '/api/a12n/password/forgot',
      { email: person.email },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    );
    expect(forgot.statusCode).toBe(200);
    await resetLinkFor(person.email);
    const [mail] = await sut.db.select().from(mailOutbox).where(eq(mailOutbox.to, person.email));
    expect(mail?.body).toContain('http://localhost:3000/login/reset-password/');
    expect(mail?.body).not.toContain('evil.example');
  });

  it('keeps only a hash of the reset token', async () => {
    const person = await sut.createPerson();
    await browser().post('/api/a12n/password/forgot', { email: person.email });
    const { token } = await resetLinkFor(person.email);
    const stored = await sut.db.select().from(passwordResetTokens);
    expect(stored.map((row) => row.token_hash)).toContain(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('mails at most 3 links to one address in 15 minutes, and answers 429 after', async () => {
    const person = await sut.createPerson();
    for (let ask = 0; ask < 3; ask += 1) {
      expect((await browser().post('/api/a12n/password/forgot', { email: person.email })).statusCode).toBe(
        200,
      );
    }
    const refused = await browser().post('/api/a12n/password/forgot', { email: person.email });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('ends every session of the account', async () => {
    const person = await sut.createPerson();
    const [laptop, phone] = [browser(), browser()];
    await laptop.login(person.email);
    await phone.login(person.email);

    await browser().post('/api/a12n/password/forgot', { email: person.email });
    const link = await resetLinkFor(person.email);
    expect(
      (await browser().post('/api/a12n/password/reset', { ...link, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);

    for (const device of [laptop, phone]) {
      expect((await device.get(PROTECTED)).statusCode).toBe(401);
      expect((await device.refresh()).statusCode).toBe(401);
    }
  });

  it('refuses an expired link, an earlier link and a link used with another email', async () => {
    const person = await sut.createPerson();
    const other = await sut.createPerson();
    const client = browser();
    const reset = (link: { token: string; email: string }) =>
      client.post('/api/a12n/password/reset', { ...link, password: NEW_PASSWORD });

    await client.post('/api/a12n/password/forgot', { email: person.email });
    const earlier = await resetLinkFor(person.email);
    await sut.db.delete(mailOutbox).where(eq(mailOutbox.to, person.email));
    await client.post('/api/a12n/password/forgot', { email: person.email });
    const latest = await resetLinkFor(person.email);
    expect(latest.token).not.toBe(earlier.token);

    expect((await reset(earlier)).json()).toEqual({
      code: 'passwordResetInvalid',
      msg: MESSAGES.passwordResetInvalid,
    });
    expect((await reset({ ...latest, email: other.email })).statusCode).toBe(400);

    await sut.db
      .update(passwordResetTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.token_hash, hashToken(latest.token)));
    const expired = await reset(latest);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ code: 'passwordResetInvalid', msg: MESSAGES.passwordResetInvalid });
    expect((await client.login(person.email)).statusCode).toBe(200);
  });

  it('says a short fake token is a link invalid or expired, not a matter of password rules (issue 47)', async () => {
    const person = await sut.createPerson();
    const fake = await browser().post('/api/a12n/password/reset', {
      token: 'abc123',
      email: person.email,
      password: NEW_PASSWORD,
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({ code: 'passwordResetInvalid', msg: MESSAGES.passwordResetInvalid });
  });

  it('refuses a common or a short password and keeps the link usable', async () => {
    const person = await sut.createPerson();
    const client = browser();
    await client.post('/api/a12n/password/forgot', { email: person.email });
    const link = await resetLinkFor(person.email);

    const common = await client.post('/api/a12n/password/reset', { ...link, password: 'password1' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({
      code: 'passwordTooCommon',
      msg: MESSAGES.passwordTooCommon,
      errors: { password: MESSAGES.passwordTooCommon },
      error_codes: { password: { code: 'passwordTooCommon' } },
    });
    const short = await client.post('/api/a12n/password/reset', { ...link, password: 'x7#kQ2p' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toHaveProperty('password');

    expect(
      (await client.post('/api/a12n/password/reset', { ...link, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });
});

describe('sign-in throttling', () => {
  /** Moves the throttling counters back in time, as if that much time had passed. */
  const letTimePass = (ms: number) =>
    sut.db.update(rateLimits).set({
      last_hit_at: sql`${rateLimits.last_hit_at} - ${`${ms} milliseconds`}::interval`,
      expires_at: sql`${rateLimits.expires_at} - ${`${ms} milliseconds`}::interval`,
    });

  it('slows an address down after 3 wrong passwords, doubling the wait, with Retry-After', async () => {
    const person = await sut.createPerson();
    const attacker = browser();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await attacker.login(person.email, `wrong-${attempt}-password`)).statusCode).toBe(401);
    }
    const throttled = await attacker.login(person.email);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({ code: 'tooManyRequests', msg: MESSAGES.tooManyRequests });
    expect(Number(throttled.headers['retry-after'])).toBe(2);

    await letTimePass(2_000);
    expect((await attacker.login(person.email, 'wrong-again-password')).statusCode).toBe(401);
    expect(Number((await attacker.login(person.email)).headers['retry-after'])).toBe(4);
  });

  it('never locks the owner out: from an address that has not failed, the right password works', async () => {
    const person = await sut.createPerson();
    const attacker = browser();
    for (let attempt = 0; attempt < 4; attempt += 1)
      await attacker.login(person.email, `wrong-${attempt}-pw`);
    expect((await attacker.login(person.email)).statusCode).toBe(429);
    expect((await browser().login(person.email)).statusCode).toBe(200);
  });

  /**
   * Counts `failures - 1` failures under the key as if they had come over HTTP (each costs an argon2
   * run, too slow to repeat 100 times here); the last one comes over HTTP.
   */
  const failedBefore = async (key: string, failures: number) => {
    const counters = createRateLimits(sut.db);
    for (let failure = 1; failure < failures; failure += 1) await counters.hit(key, 5 * 60_000);
  };

  it('pauses an account tried from many addresses, for a few minutes only', async () => {
    const person = await sut.createPerson();
    await failedBefore(signInKeys(person.email, '').account, ACCOUNT_FAILURES_MAX);
    expect((await browser().login(person.email, 'wrong-last-password')).statusCode).toBe(401);
    const paused = await browser().login(person.email);
    expect(paused.statusCode).toBe(429);
    expect(Number(paused.headers['retry-after'])).toBeLessThanOrEqual(5 * 60);
    await letTimePass(5 * 60_000);
    expect((await browser().login(person.email)).statusCode).toBe(200);
  });

  it('never pauses a browser that signed in as the account before: 50 failures from 13 addresses pause only untrusted clients', async () => {
    const person = await sut.createPerson();
    const owner = browser();
    const first = await owner.login(person.email);
    expect(first.statusCode).toBe(200);
    expect(cookieNamed(first, DEVICE_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/a12n/login',
      maxAge: DEVICE_COOKIE_SECONDS,
    });
    expect(cookieNamed(first, DEVICE_COOKIE)?.secure).toBeFalsy();

    // 37 failures counted as if over HTTP, then one from each of 13 addresses: 50 in all.
    await failedBefore(signInKeys(person.email, '').account, ACCOUNT_FAILURES_MAX - 12);
    for (let address = 0; address < 13; address += 1) {
      expect((await browser().login(person.email, `wrong-${address}-password`)).statusCode).toBe(401);
    }
    expect((await browser().login(person.email)).statusCode).toBe(429);
    expect((await owner.login(person.email)).statusCode).toBe(200);
    // Another account's cookie, or a forged one, is none of this account (device-cookie.test.ts).
    const other = browser();
    // The signature's first character changed: its six bits always change the bytes (the last
    // character's low bits are padding, so changing it was no forgery one time in sixteen).
    const real = owner.cookie(DEVICE_COOKIE)!;
    const at = real.lastIndexOf('.') + 1;
    other.setCookie(
      DEVICE_COOKIE,
      `${real.slice(0, at)}${real[at] === 'A' ? 'B' : 'A'}${real.slice(at + 1)}`,
      '/api/a12n/login',
    );
    expect((await other.login(person.email)).statusCode).toBe(429);
  }, 90_000); // 17 sign-ins, each an argon2 run: more than the default timeout on a busy machine.

  it('counts the failures of a browser with a device cookie against that cookie only', async () => {
    const person = await sut.createPerson();
    const laptop = browser();
    const phone = browser();
    expect((await laptop.login(person.email)).statusCode).toBe(200);
    expect((await phone.login(person.email)).statusCode).toBe(200);
    // Someone copied the laptop's device cookie and guesses from another address.
    const thief = browser();
    thief.setCookie(DEVICE_COOKIE, laptop.cookie(DEVICE_COOKIE)!, '/api/a12n/login');
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await thief.login(person.email, `wrong-${attempt}-password`)).statusCode).toBe(401);
    }
    const locked = await thief.login(person.email);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(2);
    expect((await laptop.login(person.email)).statusCode).toBe(429);
    // Neither the account nor the thief's address counted them: everyone else signs in.
    expect((await phone.login(person.email)).statusCode).toBe(200);
    thief.forget(DEVICE_COOKIE);
    expect((await thief.login(person.email)).statusCode).toBe(200);
    const counted = await sut.db.select({ key: rateLimits.key }).from(rateLimits);
    const keys = signInKeys(person.email, thief.address);
    expect(counted.map((row) => row.key)).not.toContain(keys.account);
    expect(counted.map((row) => row.key)).not.toContain(keys.address);
  }, 90_000);

  it('counts an IPv6 client by its /64, so changing addresses within it gains nothing', async () => {
    const person = await sut.createPerson();
    const from = (host: number, password: string) =>
      sut.app.inject({
        method: 'POST',
        url: '/api/a12n/login',
        remoteAddress: `2001:db8:7:7::${host.toString(16)}`,
        payload: { email: person.email, password },
      });
    for (let host = 1; host <= 4; host += 1) {
      expect((await from(host, `wrong-${host}-password`)).statusCode).toBe(401);
    }
    expect((await from(99, TEST_PASSWORD)).statusCode).toBe(429);
    expect((await browser().login(person.email)).statusCode).toBe(200);
  });

  it('forgets the failures of an address once it gives the right password', async () => {
    const person = await sut.createPerson();
    const client = browser();
    for (const round of [1, 2]) {
      for (let attempt = 0; attempt < 3; attempt += 1)
        await client.login(person.email, `wrong-${attempt}-password`);
      expect((await client.login(person.email)).statusCode, `round ${round}`).toBe(200);
    }
  });

  it('stops one address spraying passwords over many accounts', async () => {
    const client = browser();
    await failedBefore(signInKeys('', client.address).address, ADDRESS_FAILURES_MAX);
    expect((await client.login('someone-else@test.atrium', 'wrong-password-123')).statusCode).toBe(401);
    const refused = await client.login('someone-more@test.atrium', 'wrong-password-123');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'tooManyRequests', msg: MESSAGES.tooManyRequests });
  });

  it('counts the address the connection comes from: X-Forwarded-For changes nothing without TRUST_PROXY', async () => {
    const person = await sut.createPerson();
    const attacker = browser();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const forged = { 'x-forwarded-for': `192.0.2.${attempt + 1}` };
      await attacker.post('/api/a12n/login', { email: person.email, password: 'wrong-password-1' }, forged);
    }
    const response = await attacker.post(
      '/api/a12n/login',
      { email: person.email, password: TEST_PASSWORD },
      { 'x-forwarded-for': '192.0.2.99' },
    );
    expect(response.statusCode).toBe(429);
  });
});

describe('a flood of sign-ins', () => {
  it('queues a few, refuses the rest at once with 429, and keeps serving everyone else', async () => {
    const person = await sut.createPerson();
    const colleague = browser();
    expect((await colleague.login(person.email)).statusCode).toBe(200);

    const flood = Array.from({ length: 60 }, () => browser().login(person.email));
    const meanwhile = await colleague.get(PROTECTED);
    const statuses = (await Promise.all(flood)).map((response) => response.statusCode);

    expect(meanwhile.statusCode).toBe(200);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: '10.0.0.0/8' });
  });
  afterAll(async () => {
    await proxied?.close();
  });

  it('counts each client under the address the proxy names', async () => {
    const person = await proxied.createPerson();
    const proxy = browser(() => proxied.app);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const from = { 'x-forwarded-for': '198.51.100.7' };
      await proxy.post('/api/a12n/login', { email: person.email, password: 'wrong-password-1' }, from);
    }
    const login = (client: string) =>
      proxy.post(
        '/api/a12n/login',
        { email: person.email, password: TEST_PASSWORD },
        { 'x-forwarded-for': client },
      );
    expect((await login('198.51.100.7')).statusCode).toBe(429);
    expect((await login('198.51.100.8')).statusCode).toBe(200);
  });
});

describe('requests the API refuses', () => {
  it('refuses a sign-in from another site (CSRF)', async () => {
    const person = await sut.createPerson();
    const crossSite = await browser().post(
      '/api/a12n/login',
      { email: person.email, password: TEST_PASSWORD },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ code: 'crossSite', msg: MESSAGES.crossSite });
    const foreignOrigin = await browser().post(
      '/api/a12n/login',
      { email: person.email, password: TEST_PASSWORD },
      { origin: 'https://evil.example' },
    );
    expect(foreignOrigin.statusCode).toBe(403);
    expect(foreignOrigin.cookies).toEqual([]);

    const sameOrigin = await browser().post(
      '/api/a12n/login',
      { email: person.email, password: TEST_PASSWORD },
      { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
    );
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('answers 400 with the error shape for malformed JSON, unknown fields and missing fields', async () => {
    const person = await sut.createPerson();
    const client = browser();
    const malformed = await client.post('/api/a12n/login', '{"email": "a@b.c",', {
      'content-type': 'application/json',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toHaveProperty('msg');

    const bodies: [string, unknown][] = [
      ['/api/a12n/login', { email: person.email, password: TEST_PASSWORD, admin: true }],
      ['/api/a12n/login', { email: person.email }],
      ['/api/a12n/login', { email: 'not-an-email', password: TEST_PASSWORD }],
      ['/api/a12n/login', { email: person.email, password: 12345678 }],
      ['/api/a12n/refresh/logout', { everywhere: 'yes' }],
      ['/api/a12n/access/logout', { everywhere: true, device: 'all' }],
      ['/api/a12n/password/forgot', { email: person.email, redirect: 'https://evil.example' }],
      ['/api/a12n/password/reset', { token: 'x'.repeat(43), email: person.email }],
    ];
    for (const [url, body] of bodies) {
      const response = await client.post(url, body);
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json().msg).toEqual(expect.any(String));
    }
  });

  it('takes an empty JSON body as no body', async () => {
    const response = await browser().post('/api/a12n/refresh', '', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(401);
    const logout = await browser().post('/api/a12n/refresh/logout', '', {
      'content-type': 'application/json',
    });
    expect(logout.statusCode).toBe(200);
  });
});

describe('behind an https PUBLIC_URL', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-'.padEnd(40, 'x'),
      PUBLIC_URL: 'https://atrium.example.com',
    });
    app = await buildApp({ config, database });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('marks the session cookies Secure, asks for HSTS and mails links to the public address', async () => {
    const person = await createPerson({ db: database.db, permissions: app.permissions });
    const client = browser(() => app);
    const response = await client.login(person.email);
    expect(response.statusCode).toBe(200);
    expect(cookieNamed(response, ACCESS_COOKIE)?.secure).toBe(true);
    expect(cookieNamed(response, REFRESH_COOKIE)?.secure).toBe(true);
    expect(cookieNamed(response, DEVICE_COOKIE)?.secure).toBe(true);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');

    await client.post('/api/a12n/password/forgot', { email: person.email }, { host: 'evil.example' });
    const mail = await vi.waitFor(async () => {
      const [sent] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, person.email));
      if (!sent) throw new Error('no mail yet');
      return sent;
    });
    expect(mail.body).toContain('https://atrium.example.com/login/reset-password/');
    expect(mail.body).not.toContain('evil.example');
  });
});

describe('changing one’s password, signed in', () => {
  const CHANGE = '/api/a12n/password/change';

  it('needs the current password, then ends every other session of the account but this one', async () => {
    const person = await createPerson({ db: sut.db, permissions: sut.permissions });
    const here = browser();
    const elsewhere = browser();
    await here.login(person.email);
    await elsewhere.login(person.email);

    const wrong = await here.post(CHANGE, { current_password: 'not-it-at-all', password: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ current_password: MESSAGES.currentPasswordWrong });
    const missing = await here.post(CHANGE, { password: NEW_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(
      (await here.post(CHANGE, { current_password: TEST_PASSWORD, password: 'password1' })).json().msg,
    ).toBe(MESSAGES.passwordTooCommon);

    const changed = await here.post(CHANGE, { current_password: TEST_PASSWORD, password: NEW_PASSWORD });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().msg).toBe(MESSAGES.passwordChanged);
    expect((await here.get(PROTECTED)).statusCode).toBe(200);
    expect((await elsewhere.get(PROTECTED)).statusCode).toBe(401);
    expect((await elsewhere.refresh()).statusCode).toBe(401);
    expect((await browser().login(person.email)).statusCode).toBe(401);
    expect((await browser().login(person.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('lets someone without a password yet (a newcomer) set their first one', async () => {
    const [newcomer] = await sut.db
      .insert(users)
      .values({ email: 'first.password@test.atrium', first_name: 'First', last_name: 'Password' })
      .returning({ id: users.id });
    const cookie = await sut.sessionCookie(newcomer!.id);
    const set = await sut.app.inject({
      method: 'POST',
      url: CHANGE,
      headers: { cookie },
      payload: { password: NEW_PASSWORD },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await browser().login('first.password@test.atrium', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect((await browser().post(CHANGE, { password: NEW_PASSWORD })).statusCode).toBe(401);
  });
});
