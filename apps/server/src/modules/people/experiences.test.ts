import { EXPERIENCES_PER_PERSON_MAX, TEXT_LONG, TEXT_SHORT } from '@atrium/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app-setup.ts';

const api = '/api/c13s/v2/cv_library/experiences';
type Person = Awaited<ReturnType<ReturnType<ReturnType<typeof useTestApp>>['signedIn']>>;

const assignment = (overrides: Record<string, unknown> = {}) => ({
  client: 'Banque Alpine',
  role: 'Lead developer',
  start_date: '2021-03-01',
  end_date: '2023-06-30',
  description: 'Rebuilt the payments back office.',
  ...overrides,
});

describe('cv_library/experiences', () => {
  const ctx = useTestApp();
  let me: Person;
  let colleague: Person;
  let hr: Person;
  let mine: string;

  beforeAll(async () => {
    me = await ctx().signedIn();
    colleague = await ctx().signedIn();
    hr = await ctx().signedIn({ roles: ['HR'] });
  });

  const create = (as: Person, payload: Record<string, unknown>) =>
    as.request({ method: 'POST', url: api, payload });

  it("records the caller's own assignment; everyone reads it", async () => {
    const response = await create(me, assignment({ end_date: undefined, description: undefined }));
    expect(response.statusCode).toBe(201);
    mine = response.json().id;
    const read = await colleague.request({ method: 'GET', url: `${api}/${mine}` });
    expect(read.json()).toEqual({
      id: mine,
      user_id: me.user.id,
      client: 'Banque Alpine',
      role: 'Lead developer',
      start_date: '2021-03-01',
      end_date: null,
      description: '',
      skills: [],
      _can: { update: false, delete: false },
    });
    const own = await me.request({ method: 'GET', url: `${api}/${mine}` });
    expect(own.json()._can).toEqual({ update: true, delete: true });
    const listed = await colleague.request({ method: 'GET', url: `${api}/search?user_id=${me.user.id}` });
    expect(listed.json().data.map((row: { id: string }) => row.id)).toEqual([mine]);
  });

  it('checks every field: mandatory, 300 and 3000 characters, real dates, the end not before the start', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [assignment({ client: 'x'.repeat(TEXT_SHORT + 1) }), 'client'],
      [assignment({ role: 'x'.repeat(TEXT_SHORT + 1) }), 'role'],
      [assignment({ description: 'x'.repeat(TEXT_LONG + 1) }), 'description'],
      [assignment({ start_date: '2021-02-30' }), 'start_date'],
      [assignment({ end_date: '03/01/2024' }), 'end_date'],
      [assignment({ end_date: '2020-12-31' }), 'end_date'],
      [assignment({ client: '   ' }), 'client'],
    ];
    for (const [payload, field] of cases) {
      const response = await create(me, payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors, field).toHaveProperty([field]);
    }
    const { role: _, ...withoutRole } = assignment();
    const missing = await create(me, withoutRole);
    expect(missing.json()).toMatchObject({
      code: 'mandatoryFields',
      msg: 'Please fill up the mandatory fields*',
      errors: { role: expect.any(String) },
    });
    const longest = assignment({
      client: 'c'.repeat(TEXT_SHORT),
      role: 'r'.repeat(TEXT_SHORT),
      description: 'd'.repeat(TEXT_LONG),
    });
    expect((await create(me, longest)).statusCode).toBe(201);
  });

  it('checks a changed date against the stored one', async () => {
    const response = await me.request({
      method: 'PATCH',
      url: `${api}/${mine}`,
      payload: { end_date: '2020-01-01' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(['end_date']);
    const ok = await me.request({
      method: 'PATCH',
      url: `${api}/${mine}`,
      payload: { end_date: '2022-01-31' },
    });
    expect(ok.json()).toMatchObject({ end_date: '2022-01-31', msg: 'Updated successfully' });
  });

  it("refuses a colleague's assignments to a colleague, and lets HR manage anyone's", async () => {
    expect(
      (await colleague.request({ method: 'PATCH', url: `${api}/${mine}`, payload: { role: 'x' } }))
        .statusCode,
    ).toBe(403);
    expect((await colleague.request({ method: 'DELETE', url: `${api}/${mine}` })).statusCode).toBe(403);
    expect((await create(colleague, assignment({ user_id: me.user.id }))).statusCode).toBe(403);

    const byHr = await create(hr, assignment({ user_id: me.user.id, client: 'Added by HR' }));
    expect(byHr.statusCode).toBe(201);
    const patched = await hr.request({
      method: 'PATCH',
      url: `${api}/${mine}`,
      payload: { role: 'Architect' },
    });
    expect(patched.json()).toMatchObject({ role: 'Architect' });
    expect((await hr.request({ method: 'DELETE', url: `${api}/${byHr.json().id}` })).statusCode).toBe(200);
    const unknown = await create(hr, assignment({ user_id: '00000000-0000-4000-8000-000000000000' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty(['user_id']);
  });

  it(`keeps at most ${EXPERIENCES_PER_PERSON_MAX} assignments per person`, async () => {
    const person = await ctx().signedIn();
    for (let i = 0; i < EXPERIENCES_PER_PERSON_MAX; i += 1) {
      expect((await create(person, assignment({ client: `Client ${i}` }))).statusCode).toBe(201);
    }
    const over = await create(person, assignment({ client: 'One too many' }));
    expect(over.statusCode).toBe(400);
    expect(over.json().msg).toBe(`At most ${EXPERIENCES_PER_PERSON_MAX} experiences per person`);
  });

  it('lets a person delete their own assignment', async () => {
    expect((await me.request({ method: 'DELETE', url: `${api}/${mine}` })).json()).toEqual({
      code: 'deleted',
      msg: 'Deleted successfully',
    });
    expect((await me.request({ method: 'GET', url: `${api}/${mine}` })).statusCode).toBe(404);
  });
});
