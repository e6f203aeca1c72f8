import { COMPLETION_MESSAGES } from '@atrium/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableSnapshot } from '../../test/table-snapshot.ts';
import { useTestApp } from '../../test/test-app-setup.ts';

const api = '/api/c13s/v2/admin/completion_profiles';
const people = '/api/c13s/v2/cv_library/users';

describe('admin/completion_profiles', () => {
  const ctx = useTestApp();
  type Caller = Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  let management: Caller;
  let senior: Caller;
  let junior: Caller;
  let defaultId: string;

  beforeAll(async () => {
    const t = ctx();
    management = await t.signedIn({ roles: ['Management'], grade: 'Partner', job_title: null });
    senior = await t.signedIn({ grade: 'Senior', job_title: 'Data engineer', mobile: '+33 6 12 34 56 78' });
    junior = await t.signedIn({ grade: 'Junior', job_title: 'Analyst' });
  });

  const measureOf = async (caller: Caller) => {
    const response = await caller.request({ method: 'GET', url: `${people}/self` });
    const { completion_rate, completion_missing, completion_state } = response.json();
    return { completion_rate, completion_missing, completion_state };
  };

  it('measures everyone against the default profile: twelve fields, each counting the same', async () => {
    const list = await management.request({ method: 'GET', url: `${api}/search` });
    expect(list.statusCode, list.body).toBe(200);
    const [everyone] = list.json().data;
    expect(everyone).toMatchObject({
      name: 'Everyone',
      is_default: true,
      target: 100,
      grade: null,
      people: 3,
    });
    expect(everyone.fields).toHaveLength(12);
    defaultId = everyone.id;
    // Job title and mobile: 2 of 12.
    expect(await measureOf(senior)).toEqual({
      completion_rate: 17,
      completion_missing: [
        'pronouns',
        'years_of_experience',
        'linkedin',
        'languages',
        'diplomas',
        'certificates',
        'technical_skills',
        'sectorial_skills',
        'job_profiles',
        'has_picture',
      ],
      completion_state: 'incomplete',
    });
  });

  it('measures a population against its own, more specific profile, with its weights and target', async () => {
    const created = await management.request({
      method: 'POST',
      url: api,
      payload: {
        name: 'Seniors',
        grade: 'Senior',
        fields: [
          { field: 'job_title', weight: 3 },
          { field: 'linkedin', weight: 1 },
        ],
        target: 75,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    // Job title (3) of 3 + 1: 75 %, which is the target.
    expect(await measureOf(senior)).toEqual({
      completion_rate: 75,
      completion_missing: ['linkedin'],
      completion_state: 'complete',
    });
    expect((await measureOf(junior)).completion_rate).toBe(8);
    const seniors = await management.request({ method: 'GET', url: `${api}/${created.json().id}` });
    expect(seniors.json()).toMatchObject({ people: 1, _can: { update: true, delete: true } });

    // The weights change: everyone is measured again at once.
    const patched = await management.request({
      method: 'PATCH',
      url: `${api}/${created.json().id}`,
      payload: {
        fields: [
          { field: 'job_title', weight: 1 },
          { field: 'linkedin', weight: 1 },
        ],
      },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await measureOf(senior)).toMatchObject({ completion_rate: 50, completion_state: 'incomplete' });

    // The person fills what is missing: measured on that write.
    const filled = await senior.request({
      method: 'PATCH',
      url: `${people}/${senior.user.id}`,
      payload: { linkedin: 'https://www.linkedin.com/in/senior' },
    });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json()).toMatchObject({
      completion_rate: 100,
      completion_missing: [],
      completion_state: 'complete',
    });

    // Who's who filters and counts on it.
    const complete = await junior.request({ method: 'GET', url: `${people}/search?completion=complete` });
    expect(complete.json().data.map((person: { id: string }) => person.id)).toEqual([senior.user.id]);
    const facet = await junior.request({ method: 'GET', url: `${people}/cardinalities?field=completion` });
    expect(facet.statusCode, facet.body).toBe(200);
    expect(facet.json()).toEqual({ completion: { complete: 1, incomplete: 2 } });

    // Gone: the seniors are measured against the default again.
    const deleted = await management.request({ method: 'DELETE', url: `${api}/${created.json().id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await measureOf(senior)).completion_rate).toBe(25);
  });

  it('measures everyone at once exactly as it measures one person on their own write', async () => {
    const t = ctx();
    await t.signedIn({ grade: 'Senior', job_title: null, employment_type: 'contractor' });
    await t.signedIn({ grade: 'Junior', business_unit: 'Technology', mobile: '+33 6 98 76 54 32' });
    const profiles = [
      { name: 'Seniors', grade: 'Senior', fields: [{ field: 'job_title', weight: 2 }], target: 50 },
      {
        name: 'Technology juniors',
        grade: 'Junior',
        business_unit: 'Technology',
        fields: [
          { field: 'mobile', weight: 3 },
          { field: 'has_picture', weight: 1 },
        ],
        target: 60,
      },
      {
        name: 'Contractors',
        employment_type: 'contractor',
        fields: [{ field: 'linkedin', weight: 1 }],
        target: 100,
      },
    ];
    for (const payload of profiles) {
      const created = await management.request({ method: 'POST', url: api, payload });
      expect(created.statusCode, created.body).toBe(201);
    }
    // The bulk measure (after each change) against the one-person function the trigger uses.
    const disagreements = await t.db.execute(sql`
      select x.id from users x cross join lateral completion_of(x) m
      where (x.completion_profile_id, x.completion_rate, x.completion_missing, x.completion_state)
        is distinct from (m.profile_id, m.rate, m.missing, m.state)`);
    expect((disagreements as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('refuses bad profiles with a clear 4xx, changing nothing', async () => {
    const t = ctx();
    const before = await tableSnapshot(t.db);
    const valid = {
      name: 'Contractors',
      employment_type: 'contractor',
      fields: [{ field: 'mobile', weight: 1 }],
      target: 100,
    };
    const refusals: [Record<string, unknown>, number, string?][] = [
      [{ ...valid, target: 101 }, 400],
      [{ ...valid, target: 0 }, 400],
      [{ ...valid, fields: [] }, 400],
      [{ ...valid, fields: [{ field: 'shoe_size', weight: 1 }] }, 400],
      [
        {
          ...valid,
          fields: [
            { field: 'mobile', weight: 1 },
            { field: 'mobile', weight: 2 },
          ],
        },
        400,
      ],
      [{ ...valid, fields: [{ field: 'mobile', weight: 0 }] }, 400],
      [{ ...valid, employment_type: 'intern' }, 400],
      [{ ...valid, employment_type: null }, 400, COMPLETION_MESSAGES.criterionRequired],
      [{ ...valid, is_default: true }, 400],
    ];
    for (const [payload, status, msg] of refusals) {
      const response = await management.request({ method: 'POST', url: api, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      if (msg) expect(response.json().msg).toBe(msg);
    }
    const defaultWithPopulation = await management.request({
      method: 'PATCH',
      url: `${api}/${defaultId}`,
      payload: { grade: 'Senior' },
    });
    expect(defaultWithPopulation.statusCode).toBe(400);
    expect(defaultWithPopulation.json().msg).toBe(COMPLETION_MESSAGES.defaultHasNoCriterion);
    const deleteDefault = await management.request({ method: 'DELETE', url: `${api}/${defaultId}` });
    expect(deleteDefault.statusCode).toBe(409);
    expect(deleteDefault.json().msg).toBe(COMPLETION_MESSAGES.defaultKept);
    const byColleague = await junior.request({ method: 'POST', url: api, payload: valid });
    expect(byColleague.statusCode).toBe(403);
    expect(await tableSnapshot(t.db)).toBe(before);
  });
});
