import type { TagUsage } from '@atrium/contract';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableSnapshot } from '../../test/table-snapshot.ts';
import { useTestApp } from '../../test/test-app-setup.ts';

const c13s = '/api/c13s/v2';
const api = `${c13s}/cv_library/tags`;
const today = new Date().toISOString().slice(0, 10);
const todayPeriod = { start: today, end: today };
type Person = Awaited<ReturnType<ReturnType<ReturnType<typeof useTestApp>>['signedIn']>>;
type TagBody = { id: string; type: string; name: string; _can: { update: boolean; delete: boolean } };

describe('tags management', () => {
  const ctx = useTestApp();
  let admin: Person;
  let alice: Person;
  let bruno: Person;
  let chloe: Person;
  let resumeId: string;
  let solutionId: string;
  let groupId: string;
  let registrationId: string;

  const as = async (person: Person, options: InjectOptions) => {
    const response = await person.request(options);
    return { status: response.statusCode, body: response.json() };
  };
  const tag = async (type: string, name: string): Promise<TagBody> => {
    const { body } = await as(admin, { method: 'GET', url: `${api}/search?type=${type}&size=100` });
    const found = (body.data as TagBody[]).find((t) => t.name === name);
    if (!found) throw new Error(`no ${type} tag ${name}`);
    return found;
  };
  const usage = async (...ids: string[]): Promise<TagUsage[]> => {
    const query = ids.map((id) => `id=${id}`).join('&');
    const { status, body } = await as(admin, { method: 'GET', url: `${api}/usage?${query}` });
    expect(status).toBe(200);
    return body.data;
  };
  const profile = async (person: Person) =>
    (await as(admin, { method: 'GET', url: `${c13s}/cv_library/users/${person.user.id}` })).body;
  /** A refused request: its status and message, and not one row written anywhere. */
  const refusedUnchanged = async (person: Person, options: InjectOptions, status: number, msg?: string) => {
    const before = await tableSnapshot(ctx().db);
    const response = await as(person, options);
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    if (msg) expect(response.body.msg).toBe(msg);
    expect(await tableSnapshot(ctx().db)).toBe(before);
  };

  beforeAll(async () => {
    admin = await ctx().signedIn({ roles: ['admin'] });
    alice = await ctx().signedIn({
      technical_skills: ['React', 'Node.js'],
      mentoring_skills: ['React'],
      market: 'Banking',
    });
    bruno = await ctx().signedIn({ technical_skills: ['ReactJS', 'Vue'], learning_skills: ['ReactJS'] });
    chloe = await ctx().signedIn({ technical_skills: ['reactjs', 'Go', 'React'] });
    const post = async (url: string, payload: object) => {
      const { status, body } = await as(admin, { method: 'POST', url: `${c13s}/${url}`, payload });
      expect(status, JSON.stringify(body)).toBe(201);
      return body.id as string;
    };
    resumeId = await post('cv_library/resume', {
      user_id: bruno.user.id,
      title: 'Front',
      skills: ['ReactJS'],
    });
    solutionId = await post('cv_library/solutions', {
      name: 'Core banking',
      summary: 'S',
      markets: ['Banking'],
    });
    groupId = await post('cv_library/teams', { type: 'guild', name: 'Finance', target_markets: ['Banking'] });
    const session = await post('mentorship/sessions', {
      name: 'Tags session',
      year: 2026,
      mentor_registration: todayPeriod,
      mentee_registration: todayPeriod,
      selection: todayPeriod,
      matching: todayPeriod,
    });
    const registration = await as(bruno, {
      method: 'POST',
      url: `${c13s}/mentorship/participants`,
      payload: {
        session_id: session,
        role: 'mentor',
        mentee_count: 1,
        skills: ['ReactJS', 'Vue'],
        skill_levels: { ReactJS: 'expert', Vue: 'advanced' },
      },
    });
    expect(registration.status, JSON.stringify(registration.body)).toBe(201);
    registrationId = registration.body.id;
  });

  it('counts the uses of a page of tags per place, a record once however many of its columns name it', async () => {
    const [react, reactjs, banking] = await Promise.all([
      tag('technical', 'React'),
      tag('technical', 'ReactJS'),
      tag('market', 'Banking').catch(async () => {
        await as(admin, { method: 'POST', url: api, payload: { type: 'market', name: 'Banking' } });
        return tag('market', 'Banking');
      }),
    ]);
    const counts = await usage(react.id, reactjs.id, banking.id);
    expect(counts).toEqual([
      {
        id: react.id,
        total: 2,
        places: {
          people: 2,
          resumes: 0,
          solutions: 0,
          groups: 0,
          mentorship: 0,
          experiences: 0,
          credentials: 0,
          newcomers: 0,
          completion: 0,
          campaigns: 0,
          news: 0,
          assignments: 0,
        },
      },
      {
        id: reactjs.id,
        total: 4,
        places: {
          people: 2,
          resumes: 1,
          solutions: 0,
          groups: 0,
          mentorship: 1,
          experiences: 0,
          credentials: 0,
          newcomers: 0,
          completion: 0,
          campaigns: 0,
          news: 0,
          assignments: 0,
        },
      },
      {
        id: banking.id,
        total: 3,
        places: {
          people: 1,
          resumes: 0,
          solutions: 1,
          groups: 1,
          mentorship: 0,
          experiences: 0,
          credentials: 0,
          newcomers: 0,
          completion: 0,
          campaigns: 0,
          news: 0,
          assignments: 0,
        },
      },
    ]);
    await refusedUnchanged(admin, { method: 'GET', url: `${api}/usage` }, 400);
    await refusedUnchanged(admin, { method: 'GET', url: `${api}/usage?id=nope` }, 400);
  });

  it('refuses to delete a tag in use, naming its uses, and deletes one no one uses', async () => {
    const vue = await tag('technical', 'Vue');
    await refusedUnchanged(
      admin,
      { method: 'DELETE', url: `${api}/${vue.id}` },
      409,
      'This tag is used 2 times: merge it into another tag rather than deleting it',
    );
    // The same refusal by its code and its count, which the web says in the reader's language.
    const again = await as(admin, { method: 'DELETE', url: `${api}/${vue.id}` });
    expect(again.body).toEqual({
      code: 'tags.inUse',
      params: { count: 2 },
      msg: 'This tag is used 2 times: merge it into another tag rather than deleting it',
    });
    const { body } = await as(admin, {
      method: 'POST',
      url: api,
      payload: { type: 'technical', name: 'Unused' },
    });
    expect((await as(admin, { method: 'DELETE', url: `${api}/${body.id}` })).status).toBe(200);
  });

  describe('merge', () => {
    it('refuses bad input with a clear 4xx and changes nothing', async () => {
      const reactjs = await tag('technical', 'ReactJS');
      const nodejs = await tag('technical', 'Node.js');
      const { body: market } = await as(admin, {
        method: 'POST',
        url: api,
        payload: { type: 'market', name: 'Energy' },
      });
      const merge = (id: string, payload: unknown): InjectOptions => ({
        method: 'POST',
        url: `${api}/${id}/merge`,
        payload: payload as object,
      });
      await refusedUnchanged(
        admin,
        merge(reactjs.id, { into: reactjs.id }),
        400,
        'A tag cannot be merged into itself',
      );
      await refusedUnchanged(
        admin,
        merge(reactjs.id, { into: market.id }),
        400,
        'A tag can only be merged into a tag of the same type',
      );
      await refusedUnchanged(
        admin,
        merge(reactjs.id, { into: '00000000-0000-4000-8000-000000000000' }),
        404,
        'The tag to merge into does not exist',
      );
      await refusedUnchanged(admin, merge('00000000-0000-4000-8000-000000000000', { into: nodejs.id }), 404);
      await refusedUnchanged(admin, merge(reactjs.id, {}), 400);
      await refusedUnchanged(admin, merge(reactjs.id, { into: 'nope' }), 400);
      await refusedUnchanged(admin, merge(reactjs.id, { into: nodejs.id, also: 1 }), 400);
      await refusedUnchanged(alice, merge(reactjs.id, { into: nodejs.id }), 403);
    });

    it('moves every use to the target in one transaction, once per list, and deletes the source', async () => {
      const reactjs = await tag('technical', 'ReactJS');
      const react = await tag('technical', 'React');
      const { status, body } = await as(admin, {
        method: 'POST',
        url: `${api}/${reactjs.id}/merge`,
        payload: { into: react.id },
      });
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body).toEqual({ code: 'tags.merged', msg: 'The tags are merged', moved: 4 });

      expect((await as(admin, { method: 'GET', url: `${api}/${reactjs.id}` })).status).toBe(404);
      expect(await profile(bruno)).toMatchObject({
        technical_skills: ['React', 'Vue'],
        learning_skills: ['React'],
      });
      // 'reactjs' and 'React' were both on Chloé's profile: one 'React', where the first was.
      expect((await profile(chloe)).technical_skills).toEqual(['React', 'Go']);
      const resume = await as(admin, { method: 'GET', url: `${c13s}/cv_library/resume/${resumeId}` });
      expect(resume.body.skills).toEqual(['React']);
      const registration = await as(admin, {
        method: 'GET',
        url: `${c13s}/mentorship/participants/${registrationId}`,
      });
      expect(registration.body).toMatchObject({
        skills: ['React', 'Vue'],
        skill_levels: { React: 'expert', Vue: 'advanced' },
      });
      expect(await usage(react.id)).toEqual([
        {
          id: react.id,
          total: 5,
          places: {
            people: 3,
            resumes: 1,
            solutions: 0,
            groups: 0,
            mentorship: 1,
            experiences: 0,
            credentials: 0,
            newcomers: 0,
            completion: 0,
            campaigns: 0,
            news: 0,
            assignments: 0,
          },
        },
      ]);
      // The tag's history says who merged it into which, and how many uses moved.
      const history = await as(admin, {
        method: 'GET',
        url: `${c13s}/admin/audit_log/search?record_id=${reactjs.id}&action=merge`,
      });
      expect(history.body.data).toEqual([
        expect.objectContaining({
          action: 'merge',
          changes: { name: { before: 'ReactJS', after: 'React' }, uses: { before: 4, after: 0 } },
        }),
      ]);
    });

    it("leaves one skill in Who's who's facet", async () => {
      const { body } = await as(admin, {
        method: 'GET',
        url: `${c13s}/cv_library/users/cardinalities?field=technical_skills`,
      });
      const facet = Object.keys(body.technical_skills as Record<string, number>).filter((skill) =>
        skill.toLowerCase().startsWith('react'),
      );
      expect(facet).toEqual(['React']);
      expect(body.technical_skills.React).toBe(3);
    });
  });

  describe('rename', () => {
    it('refuses bad input with a clear 4xx and changes nothing', async () => {
      const go = await tag('technical', 'Go');
      const patch = (payload: unknown, query = ''): InjectOptions => ({
        method: 'PATCH',
        url: `${api}/${go.id}${query}`,
        payload: payload as object,
      });
      await refusedUnchanged(admin, patch({ name: 'vue' }), 409, 'This tag already exists');
      await refusedUnchanged(admin, patch({ name: '  ' }), 400);
      await refusedUnchanged(admin, patch({}), 400);
      await refusedUnchanged(admin, patch({ name: 'Golang', type: 'sectorial' }), 400);
      await refusedUnchanged(
        admin,
        patch({ name: 'Golang' }, '?modified_tag_type=market'),
        400,
        'modified_tag_type is not the type of this tag',
      );
      await refusedUnchanged(admin, patch({ name: 'Golang' }, '?modified_tag_type=colour'), 400);
      await refusedUnchanged(alice, patch({ name: 'Golang' }), 403);
    });

    it('rewrites every place the old name is used, in the same write', async () => {
      const go = await tag('technical', 'Go');
      const renamed = await as(admin, {
        method: 'PATCH',
        url: `${api}/${go.id}?modified_tag_type=technical`,
        payload: { name: 'Golang' },
      });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
      expect((await profile(chloe)).technical_skills).toEqual(['React', 'Golang']);

      const banking = await tag('market', 'Banking');
      await as(admin, {
        method: 'PATCH',
        url: `${api}/${banking.id}`,
        payload: { name: 'Banking & Finance' },
      });
      expect((await profile(alice)).market).toBe('Banking & Finance');
      const solution = await as(admin, { method: 'GET', url: `${c13s}/cv_library/solutions/${solutionId}` });
      expect(solution.body.markets).toEqual(['Banking & Finance']);
      const group = await as(admin, { method: 'GET', url: `${c13s}/cv_library/teams/${groupId}` });
      expect(group.body.target_markets).toEqual(['Banking & Finance']);
      // The profiles' trigger found the renamed tag: no second one.
      const { body } = await as(admin, { method: 'GET', url: `${api}/search?q=banking` });
      expect((body.data as TagBody[]).map((t) => t.name)).toEqual(['Banking & Finance']);
    });

    it('changes the case of a name, mentored skills included', async () => {
      const react = await tag('technical', 'React');
      await as(admin, { method: 'PATCH', url: `${api}/${react.id}`, payload: { name: 'REACT' } });
      expect(await profile(alice)).toMatchObject({
        technical_skills: ['REACT', 'Node.js'],
        mentoring_skills: ['REACT'],
      });
    });
  });

  it("keeps each manager to the types they hold 'tag {type}' for", async () => {
    const { permissions } = ctx();
    // Management holds the guests' 'tag {type}' for skills, certificates and job profiles, not markets.
    const manager = await ctx().signedIn({ roles: ['Management'] });
    await permissions.grant('Management', 'tags update');
    await permissions.grant('Management', 'tags delete');
    try {
      const energy = await tag('market', 'Energy');
      const nodejs = await tag('technical', 'Node.js');
      const { body } = await as(manager, { method: 'GET', url: `${api}/search?size=100` });
      const shown = (body.data as TagBody[]).filter((t) => [energy.id, nodejs.id].includes(t.id));
      expect(shown.map((t) => [t.name, t._can])).toEqual([
        ['Energy', { update: false, delete: false }],
        ['Node.js', { update: true, delete: true }],
      ]);
      const rename = { method: 'PATCH' as const, url: `${api}/${nodejs.id}`, payload: { name: 'Node' } };
      expect((await as(manager, rename)).status).toBe(200);
      const market = { method: 'PATCH' as const, url: `${api}/${energy.id}`, payload: { name: 'Utilities' } };
      await refusedUnchanged(manager, market, 403);
      await refusedUnchanged(manager, { ...market, url: `${market.url}?modified_tag_type=market` }, 403);
      await refusedUnchanged(manager, { method: 'DELETE', url: `${api}/${energy.id}` }, 403);
      const { body: other } = await as(admin, {
        method: 'POST',
        url: api,
        payload: { type: 'market', name: 'Oil' },
      });
      await refusedUnchanged(
        manager,
        { method: 'POST', url: `${api}/${energy.id}/merge`, payload: { into: other.id } },
        403,
      );
    } finally {
      await permissions.revoke('Management', 'tags update');
      await permissions.revoke('Management', 'tags delete');
    }
  });
});
