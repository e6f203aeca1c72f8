import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.ts';
import { useTestApp } from '../../test/test-app-setup.ts';
import { solutions } from './solutions.tables.ts';

const api = '/api/c13s/v2/cv_library/solutions';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('cv_library/solutions', () => {
  const ctx = useTestApp();
  type Caller = Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  let guest: Caller;
  let owner: Caller;
  let cso: Caller;
  let management: Caller;
  let cloud: string;

  beforeAll(async () => {
    const t = ctx();
    guest = await t.signedIn();
    owner = await t.signedIn({ first_name: 'Olga', last_name: 'Owner', job_title: 'Principal' });
    cso = await t.signedIn({ roles: ['CSO'] });
    management = await t.signedIn({ roles: ['Management'] });
    cloud = await create(cso, {
      name: 'Cloud migration factory',
      summary: 'Move estates to the cloud in waves',
      description: 'Assessment, landing zone, migration waves.',
      owners: [owner.user.id],
      scope: 'Europe',
      markets: ['Banking', 'Insurance'],
      tags: ['Cloud', 'AWS'],
      drive_url: 'https://drive.example.com/cloud',
      top: true,
    });
    await create(cso, {
      name: 'Data mesh starter',
      summary: 'Domains own their data',
      markets: ['Banking'],
      tags: ['Data'],
    });
    await create(cso, {
      name: 'Café analytics',
      summary: 'Retail footfall insights',
      markets: ['Retail'],
      tags: ['Data', 'AI'],
    });
  });

  async function create(as: Caller, payload: Record<string, unknown>): Promise<string> {
    const response = await as.request({ method: 'POST', url: api, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id;
  }

  const search = async (query: string) => {
    const response = await guest.request({ method: 'GET', url: `${api}/search?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: { id: string; name: string; top: boolean }[]; total: number };
  };

  it('says on each record what the viewer may do with it, as the routes would decide', async () => {
    const abilities = async (as: Caller) => {
      const one = await as.request({ method: 'GET', url: `${api}/${cloud}` });
      const page = await as.request({ method: 'GET', url: `${api}/search?q=cloud` });
      expect(page.json().data[0]._can).toEqual(one.json()._can);
      return one.json()._can;
    };
    expect(await abilities(guest)).toEqual({ update: false, delete: false });
    expect(await abilities(owner)).toEqual({ update: true, delete: false });
    expect(await abilities(cso)).toEqual({ update: true, delete: false });
    // Management may flag it as top, through the update route, but is not shown as an editor.
    expect(await abilities(management)).toEqual({ update: false, delete: false });
    const flagged = await management.request({
      method: 'PATCH',
      url: `${api}/${cloud}`,
      payload: { top: true },
    });
    expect(flagged.statusCode, flagged.body).toBe(200);
    expect(flagged.json()._can).toEqual({ update: false, delete: false });
  });

  it('answers a solution with its owners as people', async () => {
    const response = await guest.request({ method: 'GET', url: `${api}/${cloud}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: cloud,
      name: 'Cloud migration factory',
      summary: 'Move estates to the cloud in waves',
      description: 'Assessment, landing zone, migration waves.',
      owners: [
        {
          id: owner.user.id,
          first_name: 'Olga',
          last_name: 'Owner',
          job_title: 'Principal',
          has_picture: false,
          picture_version: null,
        },
      ],
      scope: 'Europe',
      markets: ['Banking', 'Insurance'],
      tags: ['Cloud', 'AWS'],
      drive_url: 'https://drive.example.com/cloud',
      deck_url: null,
      pitch_mail_url: null,
      top: true,
      updated_at: expect.any(String),
      _can: { update: false, delete: false },
    });
  });

  it('needs "solutions create" to add one; guests do not hold it', async () => {
    const response = await guest.request({
      method: 'POST',
      url: api,
      payload: { name: 'Mine', summary: 'x' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('finds solutions by words of their text, without accents, and lists the top ones', async () => {
    expect((await search('q=cafe')).data.map((s) => s.name)).toEqual(['Café analytics']);
    expect((await search('q=landing%20ZONE')).data.map((s) => s.id)).toEqual([cloud]);
    expect((await search('q=100%25')).total).toBe(0);
    const top = await search('top=true');
    expect(top.data.map((s) => s.id)).toEqual([cloud]);
    expect((await search('owner=' + owner.user.id)).data.map((s) => s.id)).toEqual([cloud]);
    expect((await search('tag=Data&sort=-name')).data.map((s) => s.name)).toEqual([
      'Data mesh starter',
      'Café analytics',
    ]);
  });

  it('counts owner, market and tag facets exactly as SQL does, under the same filters', async () => {
    const response = await guest.request({
      method: 'GET',
      url: `${api}/cardinalities?field=market&field=tag&field=owner&market=Banking`,
    });
    expect(response.statusCode).toBe(200);
    const facets = response.json();
    const { db } = ctx();
    const counts = async (column: string) =>
      Object.fromEntries(
        (
          await queryRows<{ value: string; n: number }>(
            db,
            sql`select v::text as value, count(*)::int as n from ${solutions}, unnest(${sql.raw(column)}) v
                where 'Banking' = any(markets) group by v`,
          )
        ).map((row) => [row.value, row.n]),
      );
    expect(facets.market).toEqual(await counts('markets'));
    expect(facets.tag).toEqual(await counts('tags'));
    expect(facets.owner).toEqual(await counts('owner_ids'));
    expect(facets.tag).toEqual({ Cloud: 1, AWS: 1, Data: 1 });
  });

  it('lets an owner edit, but not change the top flag; sending it unchanged is fine', async () => {
    const edit = await owner.request({
      method: 'PATCH',
      url: `${api}/${cloud}`,
      payload: { summary: 'Waves of migration', top: true },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ summary: 'Waves of migration', msg: 'Updated successfully' });
    const flag = await owner.request({ method: 'PATCH', url: `${api}/${cloud}`, payload: { top: false } });
    expect(flag.statusCode).toBe(403);
    expect(flag.json().msg).toBe('Only holders of "solutions top" can change the top flag');
    expect((await guest.request({ method: 'GET', url: `${api}/${cloud}` })).json().top).toBe(true);
  });

  it('refuses editing to anyone else; "solutions update" holders edit any', async () => {
    const other = await guest.request({
      method: 'PATCH',
      url: `${api}/${cloud}`,
      payload: { name: 'Hijacked' },
    });
    expect(other.statusCode).toBe(403);
    const byCso = await cso.request({
      method: 'PATCH',
      url: `${api}/${cloud}`,
      payload: { scope: 'Global' },
    });
    expect(byCso.json()).toMatchObject({ scope: 'Global', name: 'Cloud migration factory' });
  });

  it('needs "solutions top" for the top flag: Management and CSO hold it', async () => {
    const mine = await create(cso, { name: 'Flag me', summary: 'Soon on top' });
    const flagged = await management.request({
      method: 'PATCH',
      url: `${api}/${mine}`,
      payload: { top: true },
    });
    expect(flagged.statusCode).toBe(200);
    expect(flagged.json().top).toBe(true);
    // Management may flag but not otherwise edit.
    const renamed = await management.request({
      method: 'PATCH',
      url: `${api}/${mine}`,
      payload: { name: 'Renamed' },
    });
    expect(renamed.statusCode).toBe(403);
  });

  it('refuses unknown or repeated owners, bad links and long texts, and stores nothing', async () => {
    const { db } = ctx();
    const before = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from solutions`);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'X', summary: 'Y', owners: [owner.user.id, UNKNOWN_ID] }, 'owners.1'],
      [{ name: 'X', summary: 'Y', owners: [owner.user.id, owner.user.id] }, 'owners'],
      [{ name: 'X', summary: 'Y', deck_url: 'javascript:alert(1)' }, 'deck_url'],
      [{ name: 'X', summary: 'Y', description: 'x'.repeat(3001) }, 'description'],
      [{ name: 'X', summary: 'y'.repeat(701) }, 'summary'],
      [{ name: '', summary: 'Y' }, 'name'],
      [{ summary: 'Y' }, 'name'],
    ];
    for (const [payload, field] of cases) {
      const response = await cso.request({ method: 'POST', url: api, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors, JSON.stringify(payload)).toHaveProperty([field]);
    }
    const unknownOwner = await cso.request({
      method: 'PATCH',
      url: `${api}/${cloud}`,
      payload: { name: 'Changed', owners: [UNKNOWN_ID] },
    });
    expect(unknownOwner.statusCode).toBe(400);
    expect(unknownOwner.json()).toMatchObject({ errors: { 'owners.0': 'Unknown person' } });
    const after = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from solutions`);
    expect(after).toEqual(before);
    expect((await guest.request({ method: 'GET', url: `${api}/${cloud}` })).json().name).toBe(
      'Cloud migration factory',
    );
  });

  it('accepts exactly 3000 characters of description', async () => {
    await create(cso, { name: 'Long one', summary: 'S', description: 'd'.repeat(3000) });
  });

  it('offers no deleting through the generic API', async () => {
    const admin = await ctx().signedIn({ roles: ['admin'] });
    expect((await admin.request({ method: 'DELETE', url: `${api}/${cloud}` })).statusCode).toBe(404);
  });
});
