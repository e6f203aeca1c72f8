import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app-setup.ts';
import { readSkillYears, refreshSkillYears } from './skill-years.ts';

const experiences = '/api/c13s/v2/cv_library/experiences';
const credentials = '/api/c13s/v2/cv_library/projects';
type Person = Awaited<ReturnType<ReturnType<ReturnType<typeof useTestApp>>['signedIn']>>;

describe('years per skill', () => {
  const ctx = useTestApp();
  let me: Person;
  let colleague: Person;
  let hr: Person;
  let second: string;
  let project: string;

  const yearsOf = async (as: Person, id: string) => {
    const response = await as.request({
      method: 'GET',
      url: `/api/c13s/v2/research/people/${id}/skill-years`,
    });
    expect(response.statusCode).toBe(200);
    return Object.fromEntries(
      (response.json().data as { skill: string; months: number }[]).map((row) => [
        row.skill.toLowerCase(),
        row.months,
      ]),
    );
  };

  beforeAll(async () => {
    await ctx().listValues('client', 'Bank', 'Insurer');
    me = await ctx().signedIn();
    colleague = await ctx().signedIn();
    hr = await ctx().signedIn({ roles: ['HR'] });
  });

  it('counts the months of each skill over experiences, overlaps once whatever the case', async () => {
    const first = await me.request({
      method: 'POST',
      url: experiences,
      payload: {
        client: 'Bank',
        role: 'Dev',
        start_date: '2020-01-01',
        end_date: '2020-12-31',
        skills: ['TypeScript', 'React'],
      },
    });
    expect(first.statusCode).toBe(201);
    const overlapping = await me.request({
      method: 'POST',
      url: experiences,
      payload: {
        client: 'Insurer',
        role: 'Lead',
        start_date: '2020-07-01',
        end_date: '2021-06-30',
        skills: ['typescript'],
      },
    });
    second = overlapping.json().id;
    // 2020-01-01 → 2021-06-30 is 546 days: 18 months, not 12 + 12.
    expect(await yearsOf(colleague, me.user.id)).toEqual({ typescript: 18, react: 12 });
  });

  it('adds the credentials one contributed to, once confirmed, dated, without counting an overlap twice', async () => {
    const record = async (payload: object) => {
      const created = await hr.request({ method: 'POST', url: credentials, payload });
      expect(created.statusCode).toBe(201);
      return created.json().id as string;
    };
    project = await record({
      name: 'Claims platform',
      client: 'Insurer',
      start_date: '2022-01-01',
      end_date: '2022-12-31',
      skills: ['TypeScript', 'Kubernetes'],
      contributors: [{ user_id: me.user.id, description: 'Lead developer' }],
    });
    const read = await me.request({ method: 'GET', url: `${credentials}/${project}` });
    expect(read.json().skills).toEqual(['TypeScript', 'Kubernetes']);
    // Inside the first experience: nothing more.
    const inside = await record({
      name: 'Mobile app',
      client: 'Bank',
      start_date: '2020-03-01',
      end_date: '2020-06-30',
      skills: ['React'],
      contributors: [{ user_id: me.user.id, description: 'Front end' }],
    });
    // An undated credential counts no time.
    const undated = await record({
      name: 'Undated',
      client: 'Bank',
      skills: ['Go'],
      contributors: [{ user_id: me.user.id, description: 'x' }],
    });
    // Named by someone else, the parts wait for me: no years yet.
    expect(read.json().contributors).toMatchObject([{ user: { id: me.user.id }, confirmed: false }]);
    expect(await yearsOf(me, me.user.id)).toEqual({ typescript: 18, react: 12 });
    for (const id of [project, inside, undated]) {
      const confirmed = await me.request({
        method: 'POST',
        url: `${credentials}/${id}/contributors/${me.user.id}/confirm`,
      });
      expect(confirmed.statusCode).toBe(200);
    }
    expect(await yearsOf(me, me.user.id)).toEqual({ typescript: 30, react: 12, kubernetes: 12 });
  });

  it('follows every write: a skill taken off an experience, a contributor removed, a deletion', async () => {
    const patched = await me.request({
      method: 'PATCH',
      url: `${experiences}/${second}`,
      payload: { skills: ['Java'] },
    });
    expect(patched.json()).toMatchObject({ skills: ['Java'] });
    expect(await yearsOf(me, me.user.id)).toEqual({ typescript: 24, react: 12, kubernetes: 12, java: 12 });
    await hr.request({ method: 'PATCH', url: `${credentials}/${project}`, payload: { contributors: [] } });
    expect(await yearsOf(me, me.user.id)).toEqual({ typescript: 12, react: 12, java: 12 });
    await me.request({ method: 'DELETE', url: `${experiences}/${second}` });
    expect(await yearsOf(me, me.user.id)).toEqual({ typescript: 12, react: 12 });
  });

  it('counts an ongoing experience up to today, and the refresh measures everyone the same', async () => {
    const started = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
    await colleague.request({
      method: 'POST',
      url: experiences,
      payload: { client: 'Telco', role: 'Architect', start_date: started, skills: ['Kubernetes'] },
    });
    const before = await readSkillYears(ctx().db, [colleague.user.id, me.user.id]);
    expect(before.get(colleague.user.id)).toEqual([{ skill: 'Kubernetes', months: 13 }]);
    await refreshSkillYears(ctx().db);
    expect(await readSkillYears(ctx().db, [colleague.user.id, me.user.id])).toEqual(before);
  });

  it('answers 404 for a person one may not see, 400 for an id that is no id', async () => {
    const newcomer = await ctx().createPerson({ status: 'newcomer' });
    const hidden = await colleague.request({
      method: 'GET',
      url: `/api/c13s/v2/research/people/${newcomer.id}/skill-years`,
    });
    expect(hidden.statusCode).toBe(404);
    const bad = await colleague.request({
      method: 'GET',
      url: '/api/c13s/v2/research/people/nope/skill-years',
    });
    expect(bad.statusCode).toBe(400);
  });
});
