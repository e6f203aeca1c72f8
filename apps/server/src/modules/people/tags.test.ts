import { TAG_NAME_MAX } from '@atrium/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.ts';
import { useTestApp } from '../../test/test-app-setup.ts';

const api = '/api/c13s/v2/cv_library/tags';
type Person = Awaited<ReturnType<ReturnType<ReturnType<typeof useTestApp>>['signedIn']>>;
type TagBody = { id: string; type: string; name: string };

describe('cv_library/tags', () => {
  const ctx = useTestApp();
  let me: Person;
  let cso: Person;
  let admin: Person;

  beforeAll(async () => {
    me = await ctx().signedIn({ technical_skills: ['React', 'TypeScript'], certificates: ['PMP'] });
    cso = await ctx().signedIn({ roles: ['CSO'] });
    admin = await ctx().signedIn({ roles: ['admin'] });
    for (const [type, name] of [
      ['technical', 'Java'],
      ['technical', 'JavaScript'],
      ['technical', 'Java EE'],
      ['technical', 'Core Java'],
      ['sectorial', 'Électricité'],
      ['sectorial', 'Smart Electricity'],
    ]) {
      const response = await admin.request({ method: 'POST', url: api, payload: { type, name } });
      expect(response.statusCode).toBe(201);
    }
  });

  const search = async (query: string) => {
    const response = await me.request({ method: 'GET', url: `${api}/search?${query}` });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: TagBody[] }).data;
  };
  const names = (tags: TagBody[]) => tags.map((tag) => tag.name);

  it("starts from what people's profiles list, whoever wrote them", async () => {
    const technical = names(await search('type=technical&size=100'));
    expect(technical).toEqual(expect.arrayContaining(['React', 'TypeScript']));
    expect(names(await search('type=certificate'))).toContain('PMP');
  });

  it('finds by the prefix of the name or of a word, without accents, whole-name matches first', async () => {
    expect(names(await search('q=java&type=technical'))).toEqual([
      'Java',
      'Java EE',
      'JavaScript',
      'Core Java',
    ]);
    expect(names(await search('q=ELEC'))).toEqual(['Électricité', 'Smart Electricity']);
    expect(names(await search('q=%25'))).toEqual([]);
    expect(names(await search('q=ava'))).toEqual([]);
  });

  it('grows with a saved profile: new skills become tags in the same write, known ones are not doubled', async () => {
    const response = await me.request({
      method: 'PATCH',
      url: `/api/c13s/v2/cv_library/users/${me.user.id}`,
      payload: { technical_skills: ['react', 'Elixir'], sectorial_skills: ['Nuclear energy'] },
    });
    expect(response.statusCode).toBe(200);
    expect(names(await search('q=elixir'))).toEqual(['Elixir']);
    expect(names(await search('q=nuclear&type=sectorial'))).toEqual(['Nuclear energy']);
    expect(names(await search('q=react'))).toEqual(['React']);
  });

  it('brings a deleted tag back only when someone adds it again', async () => {
    const [elixir] = await search('q=elixir');
    const profile = `/api/c13s/v2/cv_library/users/${me.user.id}`;
    // A tag in use is not deleted (tags-management.test.ts): the profile lets it go first.
    await me.request({ method: 'PATCH', url: profile, payload: { technical_skills: ['React'] } });
    expect((await admin.request({ method: 'DELETE', url: `${api}/${elixir!.id}` })).statusCode).toBe(200);
    await me.request({ method: 'PATCH', url: profile, payload: { job_title: 'Developer' } });
    expect(await search('q=elixir')).toEqual([]);
    await me.request({ method: 'PATCH', url: profile, payload: { technical_skills: ['React', 'Elixir'] } });
    expect(names(await search('q=elixir'))).toEqual(['Elixir']);
  });

  it("lets a person add a tag of a type they hold 'tag {type}' for, and no other", async () => {
    const skill = await me.request({
      method: 'POST',
      url: api,
      payload: { type: 'technical', name: 'Gleam' },
    });
    expect(skill.statusCode).toBe(201);
    const market = await me.request({ method: 'POST', url: api, payload: { type: 'market', name: 'Space' } });
    expect(market.statusCode).toBe(403);
    const byCso = await cso.request({ method: 'POST', url: api, payload: { type: 'market', name: 'Space' } });
    expect(byCso.statusCode).toBe(201);
  });

  it('refuses the same name of the same type whatever its case, but not of another type', async () => {
    const duplicate = await me.request({
      method: 'POST',
      url: api,
      payload: { type: 'technical', name: 'JAVA' },
    });
    expect(duplicate.statusCode).toBe(409);
    const other = await me.request({
      method: 'POST',
      url: api,
      payload: { type: 'job_profile', name: 'Java' },
    });
    expect(other.statusCode).toBe(201);
  });

  it('validates names: mandatory, at most 100 characters, one line', async () => {
    const post = (payload: Record<string, unknown>) => me.request({ method: 'POST', url: api, payload });
    const missing = await post({ type: 'technical' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'mandatoryFields',
      msg: 'Please fill up the mandatory fields*',
      errors: { name: expect.any(String) },
    });
    expect((await post({ type: 'technical', name: 'x'.repeat(TAG_NAME_MAX + 1) })).statusCode).toBe(400);
    expect((await post({ type: 'technical', name: 'two\nlines' })).statusCode).toBe(400);
    expect((await post({ type: 'technical', name: '   ' })).statusCode).toBe(400);
    expect((await post({ type: 'colour', name: 'Blue' })).statusCode).toBe(400);
    expect((await post({ type: 'technical', name: 'y'.repeat(TAG_NAME_MAX) })).statusCode).toBe(201);
  });

  it('leaves renaming and deleting to administrators', async () => {
    const [gleam] = await search('q=gleam');
    const rename = { method: 'PATCH' as const, url: `${api}/${gleam!.id}`, payload: { name: 'Gleam lang' } };
    expect((await me.request(rename)).statusCode).toBe(403);
    expect((await me.request({ method: 'DELETE', url: `${api}/${gleam!.id}` })).statusCode).toBe(403);
    expect((await admin.request(rename)).json()).toMatchObject({
      name: 'Gleam lang',
      msg: 'Updated successfully',
    });
    expect((await admin.request({ method: 'DELETE', url: `${api}/${gleam!.id}` })).statusCode).toBe(200);
  });

  it('counts tags per type', async () => {
    const response = await me.request({ method: 'GET', url: `${api}/cardinalities?field=type` });
    const [rows] = await queryRows<{ n: number }>(
      ctx().db,
      sql`select count(*)::int as n from tags where type = 'technical'`,
    );
    expect(response.json().type.technical).toBe(rows?.n);
  });
});
