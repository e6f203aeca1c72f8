import { MESSAGES } from '@atrium/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app-setup.ts';

describe('operations', () => {
  const ctx = useTestApp();

  it('answers health when the database does', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', files: { checked: 0, missing: 0 } });
  });

  it('sends security headers and a request id, and keeps a plain caller-given one', async () => {
    const response = await ctx().app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(response.headers['x-request-id']).toBe('trace-42');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['cache-control']).toBe('no-store');
    // Plain http: HSTS would be ignored at best (an https PUBLIC_URL turns it on, see a12n.test).
    expect(response.headers['strict-transport-security']).toBeUndefined();
    const forged = await ctx().app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a\nb' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes the OpenAPI description generated from the route schemas', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    expect(spec.paths['/api/c13s/v2/cv_library/users/search'].get.operationId).toBe(
      'cv_library_users_search',
    );
    expect(spec.paths['/api/a12n/login'].post.requestBody).toBeDefined();
  });

  it("documents each search's querystring from the contract: text, sorts, paging and the object's filters", async () => {
    const spec = (await ctx().app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const parameters = (path: string) =>
      (spec.paths[path].get.parameters as { in: string; name: string; schema: unknown }[])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name);
    expect(parameters('/api/c13s/v2/cv_library/solutions/search')).toEqual([
      'q',
      'sort',
      'page',
      'size',
      'id',
      'market',
      'tag',
      'owner',
      'top',
    ]);
    expect(parameters('/api/c13s/v2/cv_library/projects/count')).toContain('contributor');
    expect(parameters('/api/c13s/v2/cv_library/users/cardinalities')).toContain('field');
    const sort = spec.paths['/api/c13s/v2/cv_library/solutions/search'].get.parameters.find(
      (parameter: { name: string }) => parameter.name === 'sort',
    );
    expect(JSON.stringify(sort.schema)).toContain('-updated_at');
  });

  it('refuses a state-changing call from another site (Fetch Metadata)', async () => {
    const person = await ctx().signedIn();
    const payload = { page: '/home', type: 'bug', description: 'x' };
    const url = '/api/c13s/v2/report/report';
    const crossSite = await person.request({
      method: 'POST',
      url,
      payload,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    const otherOrigin = await person.request({
      method: 'POST',
      url,
      payload,
      headers: { origin: 'https://evil.example' },
    });
    expect(otherOrigin.statusCode).toBe(403);
    const sameOrigin = await person.request({
      method: 'POST',
      url,
      payload,
      headers: { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.statusCode).toBe(201);
  });

  it('answers 503 with a clear message when the disk is full, and keeps serving', async () => {
    const { db } = ctx();
    const person = await ctx().signedIn();
    const report = () =>
      person.request({
        method: 'POST',
        url: '/api/c13s/v2/report/report',
        payload: { page: '/home', type: 'bug', description: 'x' },
      });
    // What PostgreSQL (and PGlite) answer when a table cannot grow: SQLSTATE 53100, disk_full.
    await db.execute(
      sql.raw(`create function full_disk() returns trigger language plpgsql as $$
        begin raise exception 'could not extend file: No space left on device' using errcode = 'disk_full'; end $$`),
    );
    await db.execute(
      sql.raw('create trigger full_disk before insert on reports execute function full_disk()'),
    );
    try {
      const refused = await report();
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ code: 'storageFull', msg: MESSAGES.storageFull });
      expect((await ctx().app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await db.execute(sql.raw('drop trigger full_disk on reports'));
    }
    expect((await report()).statusCode).toBe(201);
  });
});
