import { latestTokenExpiry, TOKEN_DAYS_MAX, type TokenKind, type TokenScope } from '@atrium/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app-setup.ts';
import { rateLimits } from '../a12n/a12n.tables.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { TOKEN_REQUESTS_PER_MINUTE, tokenRateKey } from './api-token-auth.ts';
import { apiTokens } from './api-tokens.tables.ts';

const TOKENS = '/api/c13s/v2/admin/api_tokens';
const PEOPLE = '/api/c13s/v2/cv_library/users/search';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const UNAUTHENTICATED = { code: 'unauthenticated', msg: 'Please sign in' };

describe('API tokens', () => {
  const ctx = useTestApp();
  let admin: Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;

  beforeAll(async () => {
    admin = await ctx().signedIn({ roles: ['admin'] });
  });

  const make = async (
    as: typeof admin,
    kind: TokenKind,
    scopes: TokenScope[],
    expires_on = inDays(30),
  ): Promise<{ id: string; secret: string }> => {
    const response = await as.request({
      method: 'POST',
      url: TOKENS,
      payload: { kind, name: `${kind} token`, scopes, expires_on },
    });
    expect(response.statusCode).toBe(201);
    const { token, secret } = response.json();
    return { id: token.id, secret };
  };
  const call = (secret: string, url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
    ctx().app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${secret}` },
      ...(payload && { payload }),
    });

  it('shows the secret once, keeps only its hash, and records the creation', async () => {
    const response = await admin.request({
      method: 'POST',
      url: TOKENS,
      payload: {
        kind: 'service',
        name: 'Directory sync',
        scopes: ['directory:read'],
        expires_on: inDays(90),
      },
    });
    expect(response.statusCode).toBe(201);
    const { token, secret } = response.json();
    expect(secret).toMatch(/^atr_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({
      kind: 'service',
      state: 'active',
      owner: null,
      prefix: secret.slice(0, 16),
    });
    expect(token.created_by.id).toBe(admin.user.id);
    const [row] = await ctx().db.select().from(apiTokens).where(eq(apiTokens.id, token.id));
    expect(JSON.stringify(row)).not.toContain(secret);
    const listed = await admin.request({ method: 'GET', url: `${TOKENS}/${token.id}` });
    expect(listed.body).not.toContain(secret.slice(16));
    const audit = await ctx().db.select().from(auditLog).where(eq(auditLog.record_id, token.id));
    expect(audit.map((entry) => entry.action)).toEqual(['create']);
  });

  it('is declared in the OpenAPI document as bearer authentication', () => {
    const document = ctx().app.swagger() as {
      components?: { securitySchemes?: Record<string, unknown> };
      security?: unknown[];
    };
    expect(document.components?.securitySchemes?.token).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.security).toContainEqual({ token: [] });
  });

  it('reaches what its scope lends and nothing else: no write, no admin route, no SCIM', async () => {
    const { secret } = await make(admin, 'service', ['directory:read']);
    expect((await call(secret, PEOPLE)).statusCode).toBe(200);
    expect((await call(secret, `/api/c13s/v2/cv_library/users/${admin.user.id}`)).statusCode).toBe(200);
    const refused = [
      await call(secret, '/api/c13s/v2/cv_library/resume/search'),
      await call(secret, '/api/c13s/v2/admin/audit_log/search'),
      await call(secret, `${TOKENS}/search`),
      await call(secret, '/api/c13s/v2/public/permissions/roles'),
      await call(secret, '/api/c13s/v2/cv_library/users', 'POST', {
        email: 'x@atrium.demo',
        first_name: 'X',
        last_name: 'Y',
      }),
      await call(secret, TOKENS, 'POST', {
        kind: 'service',
        name: 'More',
        scopes: ['directory:read'],
        expires_on: inDays(5),
      }),
      await call(secret, '/scim/v2/Users'),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403, 403, 403]);
  });

  it('answers the same 401 to a wrong, an unknown, an expired and a revoked token', async () => {
    const expired = await make(admin, 'service', ['directory:read']);
    await ctx()
      .db.update(apiTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, expired.id));
    const revoked = await make(admin, 'service', ['directory:read']);
    const revoke = await admin.request({ method: 'POST', url: `${TOKENS}/${revoked.id}/revoke` });
    expect(revoke.statusCode).toBe(200);
    const again = await admin.request({ method: 'POST', url: `${TOKENS}/${revoked.id}/revoke` });
    expect(again.statusCode).toBe(409);
    const valid = await make(admin, 'service', ['directory:read']);
    const wrongSecret = `${valid.secret.slice(0, 20)}${'A'.repeat(valid.secret.length - 20)}`;
    for (const secret of [
      wrongSecret,
      `atr_${'B'.repeat(43)}`,
      'not-even-ours',
      expired.secret,
      revoked.secret,
    ]) {
      const response = await call(secret, PEOPLE);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHENTICATED);
    }
  });

  it('counts its requests per token: past the allowance, 429 with Retry-After', async () => {
    const { id, secret } = await make(admin, 'service', ['directory:read']);
    expect((await call(secret, PEOPLE)).statusCode).toBe(200);
    // A minute's allowance spent, as a script in a loop would.
    await ctx()
      .db.update(rateLimits)
      .set({ hits: TOKEN_REQUESTS_PER_MINUTE })
      .where(eq(rateLimits.key, tokenRateKey(id)));
    const limited = await call(secret, PEOPLE);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const other = await make(admin, 'service', ['directory:read']);
    expect((await call(other.secret, PEOPLE)).statusCode).toBe(200);
  });

  it('writes its last use, at most once a minute', async () => {
    const { id, secret } = await make(admin, 'service', ['directory:read']);
    await call(secret, PEOPLE);
    const [first] = await ctx().db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(first!.last_used_at).not.toBeNull();
    await call(secret, PEOPLE);
    const [second] = await ctx().db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(second!.last_used_at).toEqual(first!.last_used_at);
  });

  it('lets anyone make a personal token that acts as them and dies with their account', async () => {
    const person = await ctx().signedIn();
    const hr = await ctx().signedIn({ roles: ['HR'] });
    const { id, secret } = await make(person, 'personal', ['directory:read', 'resumes:read']);
    const own = await person.request({ method: 'GET', url: `${TOKENS}/search?owner=${person.user.id}` });
    expect(
      own.json().data.map((token: { id: string; revocable: boolean }) => [token.id, token.revocable]),
    ).toEqual([[id, true]]);
    // Someone else's personal token is not theirs to see or revoke.
    expect((await hr.request({ method: 'GET', url: `${TOKENS}/${id}` })).statusCode).toBe(404);
    expect((await call(secret, '/api/c13s/v2/cv_library/resume/search')).statusCode).toBe(200);

    const closed = await hr.request({
      method: 'POST',
      url: `/api/c13s/v2/cv_library/users/${person.user.id}/deactivate`,
    });
    expect(closed.statusCode).toBe(200);
    const refused = await call(secret, PEOPLE);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(UNAUTHENTICATED);
    const [row] = await ctx().db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(row!.revoked_at).not.toBeNull();
    // Reopening the account does not bring the script back.
    await hr.request({ method: 'POST', url: `/api/c13s/v2/cv_library/users/${person.user.id}/reactivate` });
    expect((await call(secret, PEOPLE)).statusCode).toBe(401);
  });

  it('holds no more than its person: a scope lends only what they hold themselves', async () => {
    const person = await ctx().signedIn();
    const { secret } = await make(person, 'personal', ['resumes:read']);
    await ctx().permissions.revoke('guest', 'resume read');
    try {
      expect((await call(secret, '/api/c13s/v2/cv_library/resume/search')).statusCode).toBe(403);
    } finally {
      await ctx().permissions.grant('guest', 'resume read');
    }
  });

  it('refuses SCIM and service tokens to whoever lacks "integrations create", and bad input to all', async () => {
    const person = await ctx().signedIn();
    const service = await person.request({
      method: 'POST',
      url: TOKENS,
      payload: { kind: 'service', name: 'Mine', scopes: ['directory:read'], expires_on: inDays(5) },
    });
    expect(service.statusCode).toBe(403);
    const cases = [
      { kind: 'personal', name: 'SCIM for me', scopes: ['scim'], expires_on: inDays(5) },
      { kind: 'scim', name: 'Reads too', scopes: ['scim', 'directory:read'], expires_on: inDays(5) },
      {
        kind: 'service',
        name: 'Forever',
        scopes: ['directory:read'],
        expires_on: inDays(TOKEN_DAYS_MAX + 2),
      },
      { kind: 'service', name: 'Yesterday', scopes: ['directory:read'], expires_on: inDays(-1) },
      { kind: 'service', name: 'No expiry', scopes: ['directory:read'] },
      { kind: 'service', name: 'Nothing', scopes: [], expires_on: inDays(5) },
    ];
    for (const payload of cases) {
      const response = await admin.request({ method: 'POST', url: TOKENS, payload });
      expect(response.statusCode, payload.name).toBe(400);
    }
    const latest = await admin.request({
      method: 'POST',
      url: TOKENS,
      payload: { kind: 'scim', name: 'Entra ID', scopes: ['scim'], expires_on: latestTokenExpiry() },
    });
    expect(latest.statusCode).toBe(201);
    const made = await ctx()
      .db.select()
      .from(apiTokens)
      .where(and(eq(apiTokens.name, 'Forever')));
    expect(made).toEqual([]);
  });
});
