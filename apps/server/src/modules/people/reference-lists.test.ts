import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.ts';
import { tableSnapshot } from '../../test/table-snapshot.ts';
import { useTestApp } from '../../test/test-app-setup.ts';
import { smartCampaigns } from '../campaigns/campaigns.tables.ts';
import { completionProfiles } from '../completion/completion.tables.ts';
import { news } from '../news/news.tables.ts';

const c13s = '/api/c13s/v2';
const tagsApi = `${c13s}/cv_library/tags`;
type Person = Awaited<ReturnType<ReturnType<ReturnType<typeof useTestApp>>['signedIn']>>;
type TagBody = { id: string; type: string; name: string };

/** Migration 0030's statement that fills the reference lists from the values in use. */
const seedingStatement = readFileSync(
  new URL('../../db/migrations/0030_reference_lists.sql', import.meta.url),
  'utf8',
)
  .split('--> statement-breakpoint')
  .find((statement) => statement.includes('-- 3. The first lists'))!;

describe('reference lists (clients, markets, business units, lines, hubs)', () => {
  const ctx = useTestApp();
  let admin: Person;
  let consultant: Person;
  let cso: Person;

  const as = async (person: Person, options: InjectOptions) => {
    const response = await person.request(options);
    return { status: response.statusCode, body: response.json() };
  };
  const names = async (type: string) =>
    (
      await queryRows<{ name: string }>(
        ctx().db,
        sql`select name from tags where type = ${type} order by lower(name)`,
      )
    ).map(({ name }) => name);
  const tag = async (type: string, name: string): Promise<TagBody> => {
    const { body } = await as(admin, {
      method: 'GET',
      url: `${tagsApi}/search?type=${type}&q=${encodeURIComponent(name)}`,
    });
    const found = (body.data as TagBody[]).find((t) => t.name === name);
    if (!found) throw new Error(`no ${type} tag ${name}`);
    return found;
  };
  const credential = (client: string) => ({
    method: 'POST' as const,
    url: `${c13s}/cv_library/projects`,
    payload: { name: `Audit for ${client}`, client },
  });

  beforeAll(async () => {
    admin = await ctx().signedIn({ roles: ['admin'] });
    cso = await ctx().signedIn({ roles: ['CSO'] });
    consultant = await ctx().signedIn({ market: 'Banking', business_unit: 'Consulting', hub: 'Paris' });
  });

  it('seeds each list from the values in use, once whatever the case, and again changes nothing', async () => {
    const { db } = ctx();
    await ctx().createPerson({ market: 'banking', business_unit: 'Technology', business_line: 'Data & AI' });
    await db.insert(completionProfiles).values({ name: 'Tech', business_unit: 'Tech Lab', fields: [] });
    // Values written before the lists existed: no tag of them yet.
    await db.execute(sql`delete from tags where type in ('market', 'business_unit', 'business_line', 'hub')`);
    await db.execute(sql.raw(seedingStatement));
    const seeded = await Promise.all(['market', 'business_unit', 'business_line', 'hub'].map(names));
    expect(seeded).toEqual([['Banking'], ['Consulting', 'Tech Lab', 'Technology'], ['Data & AI'], ['Paris']]);
    const before = await tableSnapshot(db);
    await db.execute(sql.raw(seedingStatement));
    expect(await tableSnapshot(db)).toBe(before);
  });

  it('lets a consultant choose a client of the list, and refuses one not in it with a coded 400', async () => {
    await as(admin, { method: 'POST', url: tagsApi, payload: { type: 'client', name: 'Banque Audit' } });
    const chosen = await as(consultant, credential('banque audit'));
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(201);

    const before = await tableSnapshot(ctx().db);
    const refused = await as(consultant, credential('Banque Audit Nouvelle'));
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('tags.notListed');
    expect(refused.body.error_codes.client.code).toBe('tags.notListed');
    expect(refused.body.errors.client).toBe(
      '“Banque Audit Nouvelle” is not in the list: choose one of its values, only those who manage the list may add one',
    );
    expect(await tableSnapshot(ctx().db)).toBe(before);
  });

  it('adds the value of an entitled writer to the list, in the same write', async () => {
    const created = await as(cso, credential('Nordic Bank'));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await names('client')).toContain('Nordic Bank');
  });

  it('keeps a value the record already had, and checks a market added to a group', async () => {
    const manager = await ctx().signedIn({ roles: ['Management'] });
    const group = { type: 'guild', name: 'Markets guild', target_markets: ['Banking'] };
    const created = await as(manager, { method: 'POST', url: `${c13s}/cv_library/teams`, payload: group });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const refused = await as(manager, {
      method: 'PATCH',
      url: `${c13s}/cv_library/teams/${created.body.id}`,
      payload: { target_markets: ['Banking', 'Space'] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error_codes.target_markets.code).toBe('tags.notListed');
  });

  describe('rename and merge', () => {
    it('rewrite every place a business unit, a hub and a client are named', async () => {
      const { db } = ctx();
      const person = await ctx().createPerson({
        business_unit: 'Advisory',
        business_line: 'Strategy',
        hub: 'Lyon',
      });
      const newcomer = await as(admin, {
        method: 'POST',
        url: `${c13s}/cv_library/newcomers`,
        payload: {
          type: 'employee',
          first_name: 'Léa',
          last_name: 'Roux',
          email: 'lea.roux@atrium.demo',
          personal_email: 'lea@example.org',
          arrival_date: '2030-01-02',
          business_line: 'Strategy',
          hub: 'Nantes',
          secondary_business_lines: ['Data'],
          secondary_hubs: ['Lyon'],
          licence: 'E3',
        },
      });
      expect(newcomer.status, JSON.stringify(newcomer.body)).toBe(201);
      await db.insert(completionProfiles).values({ name: 'Advisory', business_unit: 'Advisory', fields: [] });
      await db.insert(news).values({ title_en: 'Hello', body_en: 'Hi', business_units: ['Advisory'] });
      await db.insert(smartCampaigns).values({
        name: 'Advisory campaign',
        target: {
          missing_fields: ['mobile'],
          rate_below: null,
          business_units: ['Advisory', 'Consulting'],
          hubs: ['Lyon'],
          group_ids: [],
          grades: [],
          employment_types: [],
        },
        messages: { en: { subject: 'S', body: 'B' }, fr: { subject: 'S', body: 'B' } },
        start_at: new Date(),
        reminder_every_days: 7,
        reminders_max: 1,
        escalate: false,
      });

      const advisory = await tag('business_unit', 'Advisory');
      const [usage] = (await as(admin, { method: 'GET', url: `${tagsApi}/usage?id=${advisory.id}` })).body
        .data;
      expect(usage.places).toMatchObject({ people: 1, completion: 1, news: 1, campaigns: 1 });

      const renamed = await as(admin, {
        method: 'PATCH',
        url: `${tagsApi}/${advisory.id}`,
        payload: { name: 'Advisory & Deals' },
      });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
      const lyon = await tag('hub', 'Lyon');
      const paris = await tag('hub', 'Paris');
      const merged = await as(admin, {
        method: 'POST',
        url: `${tagsApi}/${lyon.id}/merge`,
        payload: { into: paris.id },
      });
      expect(merged.status, JSON.stringify(merged.body)).toBe(200);

      const [row] = await queryRows<Record<string, unknown>>(
        db,
        sql`select u.business_unit, u.hub,
            (select secondary_hubs from newcomers where id = ${newcomer.body.id}) as secondary_hubs,
            (select business_unit from completion_profiles where name = 'Advisory') as profile_unit,
            (select business_units from news where title_en = 'Hello') as news_units,
            (select target from smart_campaigns where name = 'Advisory campaign') as target
          from users u where u.id = ${person.id}`,
      );
      expect(row).toMatchObject({
        business_unit: 'Advisory & Deals',
        hub: 'Paris',
        secondary_hubs: ['Paris'],
        profile_unit: 'Advisory & Deals',
        news_units: ['Advisory & Deals'],
        target: { business_units: ['Advisory & Deals', 'Consulting'], hubs: ['Paris'] },
      });
    });

    it('lets the CSO rename a client, and the credentials follow', async () => {
      const client = await tag('client', 'Banque Audit');
      const renamed = await as(cso, {
        method: 'PATCH',
        url: `${tagsApi}/${client.id}`,
        payload: { name: 'Banque Audit SA' },
      });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
      const { body } = await as(consultant, {
        method: 'GET',
        url: `${c13s}/cv_library/projects/search?client=Banque%20Audit%20SA`,
      });
      expect(body.data.map((found: { client: string }) => found.client)).toEqual(['Banque Audit SA']);
    });
  });
});
