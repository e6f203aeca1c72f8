import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoFirm } from '../../db/seed/demo-seed.ts';
import { businessModules } from '../../modules/business-modules.ts';
import { tableSnapshot } from '../../test/table-snapshot.ts';
import { useTestApp } from '../../test/test-app-setup.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const HOSTILE = ["'; DROP TABLE users; --", '<script>alert(1)</script>', '%00\\', "' OR '1'='1"];

/**
 * Bad input to every generic route of every declared object, sent by an administrator (so the
 * answer is about the input, not the rights): always a 4xx with the error shape, never a 500,
 * and the stored data is left exactly as it was.
 */
describe('bad input to the generic API', () => {
  const ctx = useTestApp();
  let admin: Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  const existing: Record<string, string> = {};

  beforeAll(async () => {
    const t = ctx();
    // A small demo firm gives every object real records to aim bad input at.
    await seedDemoFirm(t.db, t.permissions, { password: 'demo-password-1', people: 40 });
    admin = await t.signedIn({ roles: ['admin'] });
    await admin.request({
      method: 'POST',
      url: '/api/c13s/v2/report/report',
      payload: { page: '/home', type: 'bug', description: 'Seed' },
    });
    // Bids have no demo data: one is answered as a CSO would, its roles as the tender's reading gives them.
    const tender = 'We need a data engineer for six months from April.';
    const reading = await admin.request({
      method: 'POST',
      url: '/api/c13s/v2/tenders/bids/read',
      payload: { text: tender },
    });
    await admin.request({
      method: 'POST',
      url: '/api/c13s/v2/tenders/bids',
      payload: {
        title: 'Seed',
        tender_text: tender,
        roles: reading.json<{ roles: unknown[] }>().roles,
        team: [],
        language: 'en',
        anonymised: false,
      },
    });
    for (const def of businessModules.objects) {
      const [row] = await t.db.select({ id: def.table.id }).from(def.table).limit(1);
      if (row) existing[`${def.module}/${def.object}`] = String(row.id);
    }
  });

  const snapshot = () => tableSnapshot(ctx().db);

  it('has a record of every object to aim at', () => {
    const missing = businessModules.objects
      .map((def) => `${def.module}/${def.object}`)
      .filter((key) => existing[key] === undefined);
    expect(missing, 'objects with neither demo data nor a record made above').toEqual([]);
  });

  const expectRefused = async (options: InjectOptions, status: number | number[]) => {
    const response = await admin.request(options);
    const label = `${options.method} ${options.url} ${String(options.payload ?? '').slice(0, 40)}`;
    expect(Array.isArray(status) ? status : [status], label).toContain(response.statusCode);
    expect(response.json(), label).toMatchObject({ msg: expect.any(String) });
    // A statement, not a word: a field may be called `selection`.
    expect(response.body, label).not.toMatch(/at .*\.ts:\d+|stack|\bSELECT\b|postgres/i);
  };

  for (const def of businessModules.objects) {
    const base = `/api/c13s/v2/${def.module}/${def.object}`;
    const key = `${def.module}/${def.object}`;

    describe(key, () => {
      it('refuses malformed JSON, wrong types, unknown fields, oversized bodies and the wrong content type', async () => {
        const before = await snapshot();
        const writes: InjectOptions[] = [];
        if (def.create) writes.push({ method: 'POST', url: base });
        if (def.update) writes.push({ method: 'PATCH', url: `${base}/${existing[key]}` });
        for (const write of writes) {
          const json = { 'content-type': 'application/json' };
          await expectRefused({ ...write, headers: json, payload: '{"page": ' }, 400);
          for (const payload of [
            '[]',
            '42',
            '"text"',
            'null',
            '{"unknown_field": 1}',
            '{"__proto__": {"admin": true}}',
          ]) {
            await expectRefused({ ...write, headers: json, payload }, 400);
          }
          await expectRefused(
            { ...write, headers: json, payload: JSON.stringify({ description: 'x'.repeat(300_000) }) },
            413,
          );
          await expectRefused({ ...write, headers: { 'content-type': 'text/plain' }, payload: 'hello' }, 415);
        }
        expect(await snapshot()).toBe(before);
      });

      it('answers 404 for unknown ids and 400 for malformed ones, on every route taking an id', async () => {
        const before = await snapshot();
        const methods: InjectOptions['method'][] = ['GET'];
        if (def.update) methods.push('PATCH');
        if (def.deletable) methods.push('DELETE');
        for (const method of methods) {
          const payload = method === 'PATCH' ? {} : undefined;
          await expectRefused({ method, url: `${base}/${UNKNOWN_ID}`, payload }, 404);
          for (const id of ['42', 'abc', "1' OR '1'='1", '%27']) {
            await expectRefused({ method, url: `${base}/${id}`, payload }, 400);
          }
        }
        expect(await snapshot()).toBe(before);
      });

      it('treats SQL and script in search text and text filters as plain text; typed filters refuse it', async () => {
        const before = await snapshot();
        for (const hostile of HOSTILE) {
          const value = encodeURIComponent(hostile);
          for (const url of [`${base}/search?q=${value}`, `${base}/count?q=${value}`]) {
            expect((await admin.request({ method: 'GET', url })).statusCode, url).toBe(200);
          }
          for (const [filter, spec] of Object.entries(def.search.filters ?? {})) {
            // A closed list (languages, types) or a typed filter (ids, years, flags) refuses what it
            // cannot hold; an open text filter matches nothing.
            const typed = spec.values !== undefined || (spec.type !== undefined && spec.type !== 'text');
            const expected = typed ? 400 : 200;
            for (const url of [
              `${base}/search?${filter}=${value}`,
              `${base}/cardinalities?field=${filter}&${filter}=${value}`,
            ]) {
              expect((await admin.request({ method: 'GET', url })).statusCode, url).toBe(expected);
            }
          }
          await expectRefused({ method: 'GET', url: `${base}/cardinalities?field=${value}` }, 400);
          await expectRefused({ method: 'GET', url: `${base}/search?sort=${value}` }, 400);
        }
        expect(await snapshot()).toBe(before);
      });

      it('refuses the names every object inherits as filters, sorts and fields', async () => {
        for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
          for (const url of [
            `${base}/search?${name}=x`,
            `${base}/search?sort=${name}`,
            `${base}/search?sort=-${name}`,
            `${base}/search?field=${name}`,
            `${base}/cardinalities?field=${name}`,
          ]) {
            await expectRefused({ method: 'GET', url }, 400);
          }
        }
      });
    });
  }

  it('answers 404 with the error shape for unknown modules and objects', async () => {
    for (const url of [
      '/api/c13s/v2/nope/users/search',
      '/api/c13s/v2/cv_library/nope/search',
      '/api/c13s/v2/cv_library/users/search/extra',
    ]) {
      await expectRefused({ method: 'GET', url }, 404);
    }
    await expectRefused({ method: 'POST', url: '/api/c13s/v2/cv_library/nope', payload: {} }, 404);
  });
});
