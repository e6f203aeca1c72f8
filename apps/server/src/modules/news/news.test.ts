import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { useTestApp } from '../../test/test-app-setup.ts';
import { multipartFile } from '../people/testing/multipart.ts';
import { news } from './news.tables.ts';

const api = '/api/c13s/v2/home/news';
type Person = Awaited<ReturnType<ReturnType<ReturnType<typeof useTestApp>>['signedIn']>>;

const HOUR = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();
const english = { title_en: 'Offices closed on Friday', body_en: 'The **whole firm** rests.' };

describe('home/news', () => {
  const ctx = useTestApp();
  let hr: Person;
  let management: Person;
  let dataPerson: Person;
  let cloudPerson: Person;

  beforeAll(async () => {
    hr = await ctx().signedIn({ roles: ['HR'], business_unit: 'People' });
    management = await ctx().signedIn({ roles: ['Management'] });
    dataPerson = await ctx().signedIn({ business_unit: 'Data' });
    cloudPerson = await ctx().signedIn({ business_unit: 'Cloud' });
  });

  const create = (as: Person, payload: Record<string, unknown>) =>
    as.request({ method: 'POST', url: api, payload });
  const published = async (payload: Record<string, unknown> = {}) => {
    const response = await create(hr, { ...english, publish_at: at(-HOUR), ...payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  const seenBy = async (as: Person) => {
    const response = await as.request({ method: 'GET', url: `${api}/search?size=100` });
    expect(response.statusCode).toBe(200);
    return response.json().data.map((item: { id: string }) => item.id) as string[];
  };
  const rows = async () => (await ctx().db.select({ n: count() }).from(news))[0]?.n;

  it('lets HR and Management write news, and refuses an employee (403) without writing anything', async () => {
    expect((await create(management, { ...english })).statusCode).toBe(201);
    const before = await rows();
    const refused = await create(dataPerson, { ...english, publish_at: at(-HOUR) });
    expect(refused.statusCode).toBe(403);
    expect(await rows()).toBe(before);
  });

  it('refuses news without a language version, half a version, an expiry before publication, an unknown unit', async () => {
    const before = await rows();
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'title_en'],
      [{ title_en: '   ', body_en: '' }, 'title_en'],
      [{ title_fr: 'Bureaux fermés' }, 'body_fr'],
      [{ body_en: 'Text without a title' }, 'title_en'],
      [{ ...english, publish_at: at(HOUR), expires_at: at(-HOUR) }, 'expires_at'],
      [{ ...english, business_units: ['Atlantis'] }, 'business_units'],
      [{ ...english, publish_at: 'tomorrow' }, 'publish_at'],
      [{ ...english, audience: 'everyone' }, '_'],
    ];
    for (const [payload, field] of cases) {
      const response = await create(hr, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().errors ?? {}), JSON.stringify(payload)).toContain(field);
    }
    const missing = await create(hr, {});
    expect(missing.json().errors.title_en).toBe(
      'Write the news in English or in French (a title and a text)',
    );
    const unknown = await create(hr, { ...english, business_units: ['Atlantis'] });
    expect(unknown.json().msg).toBe('There is no such business unit');
    expect(await rows()).toBe(before);
  });

  it('shows news for some business units to their people only, by search and by id', async () => {
    const forData = await published({ business_units: ['Data'] });
    const forAll = await published();
    expect(await seenBy(dataPerson)).toEqual(expect.arrayContaining([forData, forAll]));
    const cloud = await seenBy(cloudPerson);
    expect(cloud).toContain(forAll);
    expect(cloud).not.toContain(forData);
    expect((await cloudPerson.request({ method: 'GET', url: `${api}/${forData}` })).statusCode).toBe(404);
    expect((await dataPerson.request({ method: 'GET', url: `${api}/${forData}` })).json()).toMatchObject({
      business_units: ['Data'],
      state: 'published',
    });
    // Writers manage every item, whoever it is for.
    expect(await seenBy(hr)).toContain(forData);
  });

  it('keeps a draft and a scheduled item from readers until the publication time has passed', async () => {
    const draft = (await create(hr, { title_fr: 'Brouillon', body_fr: 'Pas encore.' })).json().id as string;
    const scheduled = (await create(hr, { ...english, publish_at: at(HOUR) })).json().id as string;
    expect(await seenBy(dataPerson)).not.toContain(draft);
    expect(await seenBy(dataPerson)).not.toContain(scheduled);
    expect((await dataPerson.request({ method: 'GET', url: `${api}/${scheduled}` })).statusCode).toBe(404);
    const managed = await hr.request({
      method: 'GET',
      url: `${api}/search?state=scheduled&state=draft&size=100`,
    });
    const states = Object.fromEntries(
      managed.json().data.map((item: { id: string; state: string }) => [item.id, item.state]),
    );
    expect(states).toMatchObject({ [draft]: 'draft', [scheduled]: 'scheduled' });

    // The hour goes by: the item is out with no job to run, as readers ask.
    await ctx()
      .db.update(news)
      .set({ publish_at: new Date(Date.now() - 1000) })
      .where(eq(news.id, scheduled));
    expect(await seenBy(dataPerson)).toContain(scheduled);
    const read = await dataPerson.request({ method: 'GET', url: `${api}/${scheduled}` });
    expect(read.json().state).toBe('published');
  });

  it('counts each state for the writers’ State facet, as the search filters them, read at query time', async () => {
    await create(hr, { title_fr: 'Brouillon compté', body_fr: 'Pas encore.' });
    await create(hr, { ...english, publish_at: at(HOUR) });
    const states = ['draft', 'scheduled', 'published', 'archived'] as const;
    const counted = await hr.request({ method: 'GET', url: `${api}/cardinalities?field=state` });
    expect(counted.statusCode, counted.body).toBe(200);
    const facet = counted.json().state as Record<string, number>;
    for (const state of states) {
      const found = await hr.request({ method: 'GET', url: `${api}/count?state=${state}` });
      expect(facet[state] ?? 0, state).toBe(found.json().count);
    }
    expect(facet.draft).toBeGreaterThan(0);
    expect(facet.scheduled).toBeGreaterThan(0);
  });

  it('takes an expired item out of the readers’ views, as archived', async () => {
    const id = await published({ expires_at: at(HOUR) });
    await ctx()
      .db.update(news)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(news.id, id));
    expect(await seenBy(dataPerson)).not.toContain(id);
    expect((await hr.request({ method: 'GET', url: `${api}/${id}` })).json().state).toBe('archived');
  });

  it('keeps a script tag in Markdown as the text it is: stored and served verbatim, never run by the server', async () => {
    const body = 'Hello <script>alert("x")</script> and <img src=x onerror=alert(1)>';
    const id = await published({ body_en: body });
    const read = await dataPerson.request({ method: 'GET', url: `${api}/${id}` });
    expect(read.headers['content-type']).toMatch(/^application\/json/);
    expect(read.json().body_en).toBe(body);
  });

  it('lists pinned items first, then the newest', async () => {
    const older = await published({ publish_at: at(-3 * HOUR), title_en: 'Older', body_en: 'x' });
    const pinned = await published({
      publish_at: at(-5 * HOUR),
      pinned: true,
      title_en: 'Pinned',
      body_en: 'x',
    });
    const newer = await published({ publish_at: at(-2 * HOUR), title_en: 'Newer', body_en: 'x' });
    const seen = await seenBy(dataPerson);
    expect(seen.indexOf(pinned)).toBeLessThan(seen.indexOf(newer));
    expect(seen.indexOf(newer)).toBeLessThan(seen.indexOf(older));
  });

  it('edits with the versions checked once merged, and refuses an employee', async () => {
    const id = await published();
    const cleared = await hr.request({
      method: 'PATCH',
      url: `${api}/${id}`,
      payload: { title_en: null, body_en: null },
    });
    expect(cleared.statusCode).toBe(400);
    const french = await hr.request({
      method: 'PATCH',
      url: `${api}/${id}`,
      payload: { title_fr: 'Bureaux fermés vendredi', body_fr: 'Toute la firme se repose.', pinned: true },
    });
    expect(french.statusCode).toBe(200);
    expect(
      (await dataPerson.request({ method: 'PATCH', url: `${api}/${id}`, payload: { pinned: false } }))
        .statusCode,
    ).toBe(403);
    expect((await dataPerson.request({ method: 'DELETE', url: `${api}/${id}` })).statusCode).toBe(403);
  });

  it('archives once, in the audit log, out of the readers’ views and no longer editable', async () => {
    const id = await published();
    expect((await dataPerson.request({ method: 'POST', url: `${api}/${id}/archive` })).statusCode).toBe(403);
    const archived = await hr.request({ method: 'POST', url: `${api}/${id}/archive` });
    expect(archived.json()).toEqual({ code: 'news.archived', msg: 'The news is archived' });
    expect((await hr.request({ method: 'POST', url: `${api}/${id}/archive` })).statusCode).toBe(409);
    expect(
      (await hr.request({ method: 'PATCH', url: `${api}/${id}`, payload: { pinned: true } })).statusCode,
    ).toBe(409);
    expect(await seenBy(dataPerson)).not.toContain(id);
    const entries = await ctx().db.select().from(auditLog).where(eq(auditLog.record_id, id));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['archive', 'create']);
  });

  it('takes a cover picture with the profile picture’s checks, shown to the item’s readers only', async () => {
    const id = await published({ business_units: ['Data'] });
    const bytes = await sharp({ create: { width: 900, height: 500, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const upload = (as: Person, file: Buffer, contentType: string) =>
      as.request({
        method: 'POST',
        url: `${api}/${id}/cover`,
        ...multipartFile({ bytes: file, filename: 'cover', contentType }),
      });
    expect((await upload(dataPerson, bytes, 'image/png')).statusCode).toBe(403);
    expect((await upload(hr, Buffer.from('<svg onload="alert(1)"/>'), 'image/svg+xml')).statusCode).toBe(415);
    const saved = await upload(hr, bytes, 'image/png');
    expect(saved.json()).toEqual({ code: 'news.coverSaved', msg: 'The cover picture is saved' });

    const served = await dataPerson.request({ method: 'GET', url: `${api}/${id}/cover` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await dataPerson.request({ method: 'GET', url: `${api}/${id}` })).json().cover_version).toMatch(
      /^[0-9a-f]{16}$/,
    );
    expect((await cloudPerson.request({ method: 'GET', url: `${api}/${id}/cover` })).statusCode).toBe(404);

    expect((await hr.request({ method: 'DELETE', url: `${api}/${id}/cover` })).statusCode).toBe(200);
    expect((await dataPerson.request({ method: 'GET', url: `${api}/${id}/cover` })).statusCode).toBe(404);
    expect((await hr.request({ method: 'DELETE', url: `${api}/${id}` })).statusCode).toBe(200);
  });
});
