import type { ResearchCriterion, ResearchQueryInput } from '@atrium/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app-setup.ts';
import { credentials } from '../credentials/credentials.tables.ts';
import { groupMemberships, groups } from '../groups/groups.tables.ts';
import { experiences, tagAliases, tags } from '../people/people.tables.ts';
import { solutions } from '../solutions/solutions.tables.ts';
import { and, eq } from 'drizzle-orm';

const api = '/api/c13s/v2/research';
type Person = Awaited<ReturnType<ReturnType<ReturnType<typeof useTestApp>>['signedIn']>>;
type Result = {
  counts: Record<string, number>;
  total: number;
  data: { id: string; title: string; subtitle: string | null; skills: { skill: string; months: number }[] }[];
};

describe('advanced research', () => {
  const ctx = useTestApp();
  let employee: Person;
  let hr: Person;
  let solutionId: string;
  let groupId: string;
  let aliceId: string;

  const search = async (as: Person, query: ResearchQueryInput, tab = 'people') => {
    const response = await as.request({ method: 'POST', url: `${api}/search`, payload: { query, tab } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Result;
  };
  /** The first names the people tab finds, sorted. */
  const who = async (query: ResearchQueryInput, as: Person = employee) =>
    (await search(as, query)).data.map((hit) => hit.title.split(' ')[0]).sort();
  const all = (...criteria: ResearchCriterion[]): ResearchQueryInput => ({
    criteria: { op: 'and', criteria },
  });
  const any = (...criteria: ResearchCriterion[]): ResearchQueryInput => ({
    criteria: { op: 'or', criteria },
  });

  beforeAll(async () => {
    const { db } = ctx();
    employee = await ctx().signedIn({ first_name: 'Emma', last_name: 'Employee', business_unit: 'Support' });
    hr = await ctx().signedIn({
      roles: ['HR'],
      first_name: 'Hugo',
      last_name: 'Hr',
      business_unit: 'Support',
    });
    const alice = await ctx().createPerson({
      first_name: 'Alice',
      last_name: 'Archer',
      business_unit: 'Technology',
      hub: 'Paris',
      grade: 'Senior',
      languages: [
        { code: 'en', level: 'fluent' },
        { code: 'fr', level: 'native' },
      ],
      technical_skills: ['Kubernetes', 'TypeScript'],
      sectorial_skills: ['Banking'],
      certificates: ['CKA'],
    });
    aliceId = alice.id;
    const bruno = await ctx().createPerson({
      first_name: 'Bruno',
      last_name: 'Brun',
      business_unit: 'Technology',
      hub: 'Lyon',
      grade: 'Junior',
      languages: [{ code: 'en', level: 'intermediate' }],
      technical_skills: ['Kubernetes'],
    });
    await ctx().createPerson({
      first_name: 'Chloe',
      last_name: 'Chevalier',
      business_unit: 'Finance',
      languages: [{ code: 'fr', level: 'native' }],
      sectorial_skills: ['Insurance'],
      technical_skills: ['Excel'],
    });
    const gone = await ctx().createPerson({
      first_name: 'Gaston',
      status: 'left',
      technical_skills: ['Kubernetes'],
    });
    await db.insert(experiences).values([
      {
        user_id: alice.id,
        client: 'Banque Alpine',
        role: 'Architect',
        start_date: '2018-01-01',
        end_date: '2021-12-31',
        skills: ['Kubernetes'],
      },
      {
        user_id: bruno.id,
        client: 'Telco',
        role: 'Developer',
        start_date: '2024-01-01',
        end_date: '2024-06-30',
        skills: ['Kubernetes'],
      },
      {
        user_id: gone.id,
        client: 'Telco',
        role: 'Developer',
        start_date: '2010-01-01',
        end_date: '2020-01-01',
        skills: ['Kubernetes'],
      },
    ]);
    const [solution] = await db
      .insert(solutions)
      .values({ name: 'Cloud factory', summary: 'Landing zones' })
      .returning();
    solutionId = solution!.id;
    await db.insert(credentials).values({
      name: 'Claims platform',
      project_code: 'CR-2024-0001',
      client: 'Assurance Mutuelle',
      start_date: '2024-01-01',
      end_date: '2024-12-31',
      solution_ids: [solutionId],
      skills: ['TypeScript'],
      contributors: [{ user_id: alice.id, description: 'Lead', confirmed: true }],
      contributor_ids: [alice.id],
    });
    const [group] = await db.insert(groups).values({ type: 'guild', name: 'Cloud guild' }).returning();
    groupId = group!.id;
    await db.insert(groupMemberships).values({ group_id: groupId, user_id: bruno.id, role: 'member' });
    const [kubernetes] = await db
      .select()
      .from(tags)
      .where(and(eq(tags.type, 'technical'), eq(tags.name, 'Kubernetes')));
    await db.insert(tagAliases).values({ tag_id: kubernetes!.id, type: 'technical', alias: 'k8s' });
  });

  it('finds people by a skill alias with minimum years, and counts what they did in every tab', async () => {
    const result = await search(employee, all({ kind: 'skill', skill: 'k8s', min_years: 3 }));
    expect(result.data).toEqual([
      {
        id: expect.any(String),
        title: 'Alice Archer',
        subtitle: expect.stringContaining('Senior · Technology'),
        skills: [{ skill: 'Kubernetes', months: 48 }],
      },
    ]);
    expect(result.counts).toEqual({ people: 1, credentials: 1, solutions: 1, groups: 0 });
    const credentialsTab = await search(
      employee,
      all({ kind: 'skill', skill: 'k8s', min_years: 3 }),
      'credentials',
    );
    expect(credentialsTab.data.map((hit) => hit.title)).toEqual(['Claims platform']);
  });

  it('reads a level from the years practised; without a minimum, listing the skill is enough', async () => {
    expect(await who(all({ kind: 'skill', skill: 'Kubernetes', min_level: 'intermediate' }))).toEqual([
      'Alice',
    ]);
    expect(await who(all({ kind: 'skill', skill: 'Kubernetes', min_level: 'expert' }))).toEqual([]);
    // Gaston has left: no one finds him, HR included.
    expect(await who(all({ kind: 'skill', skill: 'kubernetes' }))).toEqual(['Alice', 'Bruno']);
    expect(await who(all({ kind: 'skill', skill: 'Kubernetes' }), hr)).toEqual(['Alice', 'Bruno']);
  });

  it('combines criteria with AND and OR, groups inside groups', async () => {
    expect(
      await who(any({ kind: 'business_unit', business_unit: 'Finance' }, { kind: 'hub', hub: 'Lyon' })),
    ).toEqual(['Bruno', 'Chloe']);
    expect(
      await who({
        criteria: {
          op: 'and',
          criteria: [
            { kind: 'language', code: 'en', min_level: 'fluent' },
            {
              op: 'or',
              criteria: [
                { kind: 'sector', sector: 'Banking' },
                { kind: 'certificate', certificate: 'CKA' },
              ],
            },
          ],
        },
      }),
    ).toEqual(['Alice']);
    expect(await who(all({ kind: 'language', code: 'en' }, { kind: 'grade', grade: 'Junior' }))).toEqual([
      'Bruno',
    ]);
  });

  it('finds a skill within the business unit asked, following a move to another unit', async () => {
    const within = (business_unit: string) =>
      all({ kind: 'skill', skill: 'Kubernetes', min_years: 3 }, { kind: 'business_unit', business_unit });
    expect(await who(within('Technology'))).toEqual(['Alice']);
    expect(await who(within('Finance'))).toEqual([]);
    // In an OR, the business unit finds its own people.
    expect(
      await who(
        any(
          { kind: 'skill', skill: 'Kubernetes', min_years: 3 },
          { kind: 'business_unit', business_unit: 'Finance' },
        ),
      ),
    ).toEqual(['Alice', 'Chloe']);
    const move = async (business_unit: string) => {
      const response = await hr.request({
        method: 'PATCH',
        url: `/api/c13s/v2/cv_library/users/${aliceId}`,
        payload: { business_unit },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await move('Finance');
    expect(await who(within('Finance'))).toEqual(['Alice']);
    expect(await who(within('Technology'))).toEqual([]);
    await move('Technology');
    expect(await who(within('Technology'))).toEqual(['Alice']);
  });

  it('applies each kind of criterion', async () => {
    expect(await who(all({ kind: 'language', code: 'fr' }))).toEqual(['Alice', 'Chloe']);
    expect(await who(all({ kind: 'sector', sector: 'Insurance' }))).toEqual(['Chloe']);
    // A word resolves to its tag whatever its case.
    expect(await who(all({ kind: 'certificate', certificate: 'cka' }))).toEqual(['Alice']);
    expect(await who(all({ kind: 'grade', grade: 'Senior' }))).toEqual(['Alice']);
    expect(await who(all({ kind: 'client', client: 'alpine' }))).toEqual(['Alice']);
    expect(await who(all({ kind: 'client', client: 'Mutuelle' }))).toEqual(['Alice']);
    expect(await who(all({ kind: 'solution', solution: solutionId }))).toEqual(['Alice']);
    expect(await who(all({ kind: 'group', group: groupId }))).toEqual(['Bruno']);
  });

  it('answers an unknown skill, solution or group with no one, and refuses what is malformed', async () => {
    expect(await search(employee, all({ kind: 'skill', skill: 'Cobol', min_years: 1 }))).toMatchObject({
      total: 0,
      counts: { people: 0, credentials: 0, solutions: 0, groups: 0 },
    });
    const nobody = '00000000-0000-4000-8000-000000000000';
    expect(await who(all({ kind: 'solution', solution: nobody }))).toEqual([]);
    expect(await who(all({ kind: 'group', group: nobody }))).toEqual([]);
    const refused = async (payload: Record<string, unknown>) => {
      const response = await employee.request({ method: 'POST', url: `${api}/search`, payload });
      expect(response.statusCode, response.body).toBe(400);
      return response.json() as { msg: string; errors?: Record<string, string> };
    };
    const criteria = (n: number) => Array.from({ length: n }, () => ({ kind: 'grade', grade: 'Senior' }));
    expect(
      (await refused({ query: { criteria: { op: 'and', criteria: criteria(21) } } })).errors,
    ).toBeDefined();
    await refused({ query: { criteria: { op: 'and', criteria: criteria(50) } } });
    await refused({
      query: {
        criteria: {
          op: 'and',
          criteria: [{ op: 'or', criteria: [{ op: 'and', criteria: [{ op: 'or', criteria: [] }] }] }],
        },
      },
    });
    await refused({ query: { criteria: { op: 'and', criteria: [{ kind: 'zodiac', sign: 'leo' }] } } });
    await refused({ query: { criteria: { op: 'and', criteria: [{ kind: 'group', group: 'nope' }] } } });
    await refused({ query: { criteria: { op: 'xor', criteria: [] } } });
    await refused({ query: { q: 'x'.repeat(301) } });
    await refused({ query: {}, tab: 'planets' });
  });

  it('searches text in each object, a stem or an alias included', async () => {
    expect((await search(employee, { q: 'k8s' })).data.map((hit) => hit.title)).toEqual([
      'Alice Archer',
      'Bruno Brun',
    ]);
    const claims = await search(employee, { q: 'claims' }, 'credentials');
    expect(claims.data.map((hit) => hit.title)).toEqual(['Claims platform']);
    expect(claims.counts.solutions).toBe(0);
  });

  it('exports a tab as CSV', async () => {
    const response = await employee.request({
      method: 'POST',
      url: `${api}/export`,
      payload: { query: all({ kind: 'skill', skill: 'Kubernetes' }), tab: 'people', lang: 'fr' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Nom,Poste · grade · business unit,Compétences demandées (durée de pratique)');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['Alice Archer', 'Bruno Brun']);
    expect(lines[1]).toContain('Kubernetes (4 ans)');
  });

  it('names a group’s type in the reader’s language in an export, never its stored value', async () => {
    const words = { en: 'Cloud guild,Guild', fr: 'Cloud guild,Guilde' };
    for (const [lang, line] of Object.entries(words)) {
      const response = await employee.request({
        method: 'POST',
        url: `${api}/export`,
        payload: { query: { q: 'cloud guild' }, tab: 'groups', lang },
      });
      expect(response.statusCode, response.body).toBe(200);
      const lines = response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(lines.slice(1)).toEqual([line]);
    }
  });

  it('saves searches: private ones are their owner’s, shared ones open from their link', async () => {
    const query = all({ kind: 'skill', skill: 'k8s', min_years: 3 });
    const save = async (visibility: string) => {
      const response = await employee.request({
        method: 'POST',
        url: `${api}/saved`,
        payload: { name: `Cloud ${visibility}`, visibility, query },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as { id: string; mine: boolean };
    };
    const mine = await save('private');
    const shared = await save('link');
    expect(mine.mine).toBe(true);
    const listed = await employee.request({ method: 'GET', url: `${api}/saved` });
    expect(listed.json().data.map((saved: { name: string }) => saved.name)).toEqual([
      'Cloud link',
      'Cloud private',
    ]);

    expect((await hr.request({ method: 'GET', url: `${api}/saved/${mine.id}` })).statusCode).toBe(404);
    const opened = await hr.request({ method: 'GET', url: `${api}/saved/${shared.id}` });
    expect(opened.json().data).toMatchObject({
      name: 'Cloud link',
      mine: false,
      query: { criteria: query.criteria },
    });
    expect((await hr.request({ method: 'GET', url: `${api}/saved` })).json().data).toEqual([]);
    expect((await hr.request({ method: 'DELETE', url: `${api}/saved/${shared.id}` })).statusCode).toBe(403);
    expect((await hr.request({ method: 'DELETE', url: `${api}/saved/${mine.id}` })).statusCode).toBe(404);
    const deleted = await employee.request({ method: 'DELETE', url: `${api}/saved/${shared.id}` });
    expect(deleted.json()).toEqual({ code: 'research.deleted', msg: 'The saved search has been deleted' });
    const blank = await employee.request({
      method: 'POST',
      url: `${api}/saved`,
      payload: { name: ' ', query },
    });
    expect(blank.statusCode).toBe(400);
  });
});
