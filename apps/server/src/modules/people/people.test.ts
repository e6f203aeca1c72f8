import { PROFILE_LIST_MAX, TAG_NAME_MAX, TEXT_SHORT } from '@atrium/contract';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.ts';
import { users } from '../../platform/users/users.tables.ts';
import { useTestApp } from '../../test/test-app-setup.ts';

const api = '/api/c13s/v2/cv_library/users';

describe('cv_library/users', () => {
  const ctx = useTestApp();
  let me: Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  let hr: Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  let helene: { id: string };
  let colleague: { id: string };

  beforeAll(async () => {
    const t = ctx();
    me = await t.signedIn({
      first_name: 'Marc',
      last_name: 'Lefèvre',
      business_unit: 'Technology',
      hub: 'Paris',
      technical_skills: ['React', 'TypeScript'],
      languages: [{ code: 'fr', level: 'native' }],
    });
    hr = await t.signedIn({
      roles: ['HR'],
      first_name: 'Hana',
      last_name: 'Rossi',
      business_unit: 'Operations',
    });
    helene = await t.createPerson({
      first_name: 'Hélène',
      last_name: 'Dubois',
      business_unit: 'Technology',
      hub: 'Lyon',
      technical_skills: ['Kubernetes', 'React'],
      languages: [{ code: 'en', level: 'fluent' }],
    });
    colleague = await t.createPerson({
      first_name: 'Helena',
      last_name: 'Dubreuil',
      business_unit: 'Strategy',
      hub: 'Paris',
      technical_skills: ['Power BI'],
      languages: [
        { code: 'fr', level: 'native' },
        { code: 'en', level: 'advanced' },
      ],
    });
    for (let i = 0; i < 25; i += 1)
      await t.createPerson({ business_unit: 'Risk', hub: i % 2 ? 'Paris' : 'Nantes' });
  });

  const search = async (query: string) => {
    const response = await me.request({ method: 'GET', url: `${api}/search?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      data: { id: string; first_name: string; last_name: string }[];
      total: number;
    };
  };

  it('answers the caller their own record, with no sign-in secret or search column', async () => {
    const response = await me.request({ method: 'GET', url: `${api}/self` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: me.user.id,
      first_name: 'Marc',
      technical_skills: ['React', 'TypeScript'],
    });
    expect(body.completion_rate).toBeGreaterThan(0);
    for (const hidden of ['password_hash', 'search_name', 'search_vector', 'language_codes']) {
      expect(body).not.toHaveProperty(hidden);
    }
  });

  it('reads a colleague by id; an unknown id is 404 and a malformed one 400', async () => {
    expect((await me.request({ method: 'GET', url: `${api}/${helene.id}` })).json()).toMatchObject({
      last_name: 'Dubois',
    });
    const unknown = await me.request({ method: 'GET', url: `${api}/00000000-0000-4000-8000-000000000000` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'notFound', msg: 'Not found' });
    expect((await me.request({ method: 'GET', url: `${api}/not-an-id` })).statusCode).toBe(400);
  });

  it('finds people by skill, by name without accents, and despite a one-letter typo', async () => {
    expect((await search('q=kubernetes')).data.map((p) => p.id)).toEqual([helene.id]);
    expect((await search('q=Helene')).data.map((p) => p.id)).toContain(helene.id);
    expect((await search('q=Dubios')).data.map((p) => p.id)).toContain(helene.id);
    expect((await search('q=lefevre')).data.map((p) => p.id)).toEqual([me.user.id]);
  });

  it('ranks the exact name first', async () => {
    const { data } = await search('q=Helene%20Dubois');
    expect(data[0]?.id).toBe(helene.id);
  });

  it('combines filters, treats a repeated filter as any-of, sorts and pages', async () => {
    const both = await search('business_unit=Technology&technical_skills=React');
    expect(both.data.map((p) => p.id).sort()).toEqual([me.user.id, helene.id].sort());
    const anyOf = await search('hub=Lyon&hub=Nantes');
    expect(anyOf.total).toBe(1 + 13);
    const sorted = await search('sort=-last_name&size=5&page=2');
    expect(sorted.data).toHaveLength(5);
    expect(sorted.total).toBe(29);
    const names = sorted.data.map((p) => p.last_name);
    expect([...names].sort((a, b) => b.localeCompare(a, 'en'))).toEqual(names);
    expect((await search('page=99')).data).toEqual([]);
    expect((await search('page=99')).total).toBe(29);
  });

  it('refuses unknown filters, sorts and out-of-range paging with the field named', async () => {
    for (const query of ['salary=1', 'sort=password_hash', 'size=101', 'page=0', 'page=abc', 'q=a&q=b']) {
      const response = await me.request({ method: 'GET', url: `${api}/search?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().errors)).toHaveLength(1);
    }
  });

  it('counts facets exactly as SQL does, under the same filters', async () => {
    const { db } = ctx();
    const response = await me.request({
      method: 'GET',
      url: `${api}/cardinalities?field=business_unit&field=languages&field=technical_skills&hub=Paris`,
    });
    expect(response.statusCode).toBe(200);
    const facets = response.json();
    const bu = await db
      .select({ value: users.business_unit, n: count() })
      .from(users)
      .where(eq(users.hub, 'Paris'))
      .groupBy(users.business_unit);
    expect(facets.business_unit).toEqual(
      Object.fromEntries(bu.filter((r) => r.value).map((r) => [r.value, r.n])),
    );
    const languages = await queryRows<{ value: string; n: number }>(
      db,
      sql`select code as value, count(*)::int as n from users, unnest(language_codes) code where hub = 'Paris' group by code`,
    );
    expect(facets.languages).toEqual(Object.fromEntries(languages.map((r) => [r.value, r.n])));
    expect(facets.technical_skills).toMatchObject({ React: 1, TypeScript: 1, 'Power BI': 1 });
    const total = await me.request({ method: 'GET', url: `${api}/count?hub=Paris` });
    expect(total.json()).toEqual({
      count: Object.values(facets.business_unit as Record<string, number>).reduce((a, b) => a + b, 0),
    });
  });

  it('lets a person edit their own profile, and answers the updated record with a message', async () => {
    const response = await me.request({
      method: 'PATCH',
      url: `${api}/${me.user.id}`,
      payload: { job_title: 'Lead developer' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ job_title: 'Lead developer', msg: 'Updated successfully' });
    // Other people's generated titles may match too; the edited record must be among the results.
    expect((await search('q=lead%20developer')).data.map((p) => p.id)).toContain(me.user.id);
  });

  it("refuses a colleague's profile, and HR-only fields on one's own", async () => {
    const other = await me.request({
      method: 'PATCH',
      url: `${api}/${colleague.id}`,
      payload: { job_title: 'Hacked' },
    });
    expect(other.statusCode).toBe(403);
    const grade = await me.request({
      method: 'PATCH',
      url: `${api}/${me.user.id}`,
      payload: { grade: 'Partner' },
    });
    expect(grade.statusCode).toBe(403);
    const [stored] = await ctx().db.select().from(users).where(eq(users.id, colleague.id));
    expect(stored?.job_title).not.toBe('Hacked');
  });

  it('lets HR edit anyone, HR-only fields included', async () => {
    const response = await hr.request({
      method: 'PATCH',
      url: `${api}/${colleague.id}`,
      payload: { grade: 'Manager', business_unit: 'Technology' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ grade: 'Manager', business_unit: 'Technology' });
  });

  it("needs 'tag {type}' to change tags of that type", async () => {
    const market = await me.request({
      method: 'PATCH',
      url: `${api}/${me.user.id}?modified_tag_type=market`,
      payload: { job_title: 'Any' },
    });
    expect(market.statusCode).toBe(403);
    const technical = await me.request({
      method: 'PATCH',
      url: `${api}/${me.user.id}?modified_tag_type=technical`,
      payload: { technical_skills: ['React', 'Go'] },
    });
    expect(technical.statusCode).toBe(200);
  });

  it("checks 'tag {type}' on what a write changes, whatever the request says", async () => {
    // A newcomer who may edit their own profile but, here, none of its tags.
    const { permissions } = ctx();
    const withheld = ['tag technical', 'tag certificate'] as const;
    for (const grant of withheld) await permissions.revoke('newcomer', grant);
    try {
      const newcomer = await ctx().signedIn({ roles: ['newcomer'], technical_skills: ['Java'] });
      const own = `${api}/${newcomer.user.id}`;
      const patch = (payload: object, query = '') =>
        newcomer.request({ method: 'PATCH', url: `${own}${query}`, payload });

      for (const query of ['', '?modified_tag_type=technical', '?modified_tag_type=sectorial']) {
        const added = await patch({ technical_skills: ['Java', 'Kubernetes'] }, query);
        expect(added.statusCode, query).toBe(403);
      }
      expect((await patch({ certificates: ['AWS Solutions Architect'] })).statusCode).toBe(403);
      expect((await patch({ technical_skills: [] })).statusCode).toBe(403);
      expect((await newcomer.request({ method: 'GET', url: own })).json().technical_skills).toEqual(['Java']);

      // Saving the form with the same skills, or other fields only, changes no tag.
      expect((await patch({ technical_skills: ['Java'], job_title: 'Analyst' })).statusCode).toBe(200);
    } finally {
      for (const grant of withheld) await permissions.grant('newcomer', grant);
    }
  });

  it('refuses invalid profile data field by field, and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ job_title: 'x'.repeat(301) }, 'job_title'],
      [{ linkedin: 'javascript:alert(1)' }, 'linkedin'],
      [{ technical_skills: Array.from({ length: 11 }, (_, i) => `Skill ${i}`) }, 'technical_skills'],
      [{ languages: [{ code: 'fr', level: 'expert' }] }, 'languages.0.level'],
      [{ years_of_experience: -1 }, 'years_of_experience'],
      [{ nickname: 'Bob' }, ''],
    ];
    for (const [payload, field] of cases) {
      const response = await me.request({ method: 'PATCH', url: `${api}/${me.user.id}`, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      if (field) expect(response.json().errors).toHaveProperty([field]);
    }
    const [stored] = await ctx().db.select().from(users).where(eq(users.id, me.user.id));
    expect(stored?.job_title).toBe('Lead developer');
  });

  it('accepts every profile limit exactly and refuses one more, field by field', async () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => `Item ${i}`);
    const languages = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ code: `l${String(i).padStart(2, '0')}`, level: 'fluent' }));
    const diplomas = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ school: `School ${i}`, name: 'MSc', level: null, year: 2010 }));
    const limits: [string, (n: number) => unknown, number][] = [
      ['pronouns', (n) => 'p'.repeat(n), TEXT_SHORT],
      ['job_title', (n) => 't'.repeat(n), TEXT_SHORT],
      ['technical_skills', list, PROFILE_LIST_MAX.technical_skills],
      ['sectorial_skills', list, PROFILE_LIST_MAX.sectorial_skills],
      ['certificates', list, PROFILE_LIST_MAX.certificates],
      ['job_profiles', list, PROFILE_LIST_MAX.job_profiles],
      ['languages', languages, PROFILE_LIST_MAX.languages],
      ['diplomas', diplomas, PROFILE_LIST_MAX.diplomas],
      ['technical_skills', (n) => ['s'.repeat(n)], TAG_NAME_MAX],
    ];
    const patch = (payload: Record<string, unknown>) =>
      me.request({ method: 'PATCH', url: `${api}/${me.user.id}`, payload });
    for (const [field, make, max] of limits) {
      expect((await patch({ [field]: make(max) })).statusCode, `${field} at ${max}`).toBe(200);
      const over = await patch({ [field]: make(max + 1) });
      expect(over.statusCode, `${field} over ${max}`).toBe(400);
      expect(Object.keys(over.json().errors)[0], field).toMatch(new RegExp(`^${field}`));
    }
    const noSchool = await patch({ diplomas: [{ name: 'MSc', level: null, year: 2010 }] });
    expect(noSchool.json()).toMatchObject({
      code: 'mandatoryFields',
      msg: 'Please fill up the mandatory fields*',
      errors: { 'diplomas.0.school': expect.any(String) },
    });
    await patch({ job_title: 'Lead developer', technical_skills: ['React', 'TypeScript'] });
  });

  it('ranks people matching the text above name look-alikes', async () => {
    const lookAlike = await ctx().createPerson({ first_name: 'Marti', last_name: 'Vidalou' });
    const match = await ctx().createPerson({ first_name: 'Martin', last_name: 'Vidalou' });
    const ids = (await search('q=martin%20vidalou')).data.map((p) => p.id);
    expect(ids.indexOf(match.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(match.id)).toBeLessThan(ids.indexOf(lookAlike.id));
  });

  // Adding a person is offered (people-create.test.ts); someone who goes is deactivated, never deleted.
  it('offers no deleting of people through the generic API', async () => {
    expect((await hr.request({ method: 'DELETE', url: `${api}/${colleague.id}` })).statusCode).toBe(404);
  });
});
