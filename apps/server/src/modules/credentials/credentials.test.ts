import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.ts';
import { useTestApp } from '../../test/test-app-setup.ts';
import { credentialsImplementation } from './credentials.objects.ts';
import { credentials } from './credentials.tables.ts';

const api = '/api/c13s/v2/cv_library/projects';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const year = new Date().getUTCFullYear();

describe('cv_library/projects (credentials)', () => {
  const ctx = useTestApp();
  type Caller = Awaited<ReturnType<ReturnType<typeof ctx>['signedIn']>>;
  let seller: Caller;
  let manager: Caller;
  let guest: Caller;
  let cso: Caller;
  let management: Caller;
  let contributor: { id: string };
  const solution: string[] = [];
  let bank: { id: string; project_code: string };

  beforeAll(async () => {
    const t = ctx();
    seller = await t.signedIn({ first_name: 'Sam', last_name: 'Seller', job_title: 'Partner' });
    manager = await t.signedIn();
    guest = await t.signedIn();
    cso = await t.signedIn({ roles: ['CSO'] });
    management = await t.signedIn({ roles: ['Management'] });
    contributor = await t.createPerson({ first_name: 'Chloé', last_name: 'Contributor' });
    for (const name of ['Cloud factory', 'Data mesh', 'AI studio', 'Zero trust']) {
      const response = await cso.request({
        method: 'POST',
        url: '/api/c13s/v2/cv_library/solutions',
        payload: { name, summary: `${name} summary` },
      });
      solution.push(response.json().id);
    }
    // Clients are the firm's list, which the CSO keeps: consultants choose from it.
    for (const name of [
      'Banque Atlantique',
      'Other client',
      'C',
      'Client G',
      'Parallel client',
      'Assurance Mutuelle',
      'Sort client',
    ]) {
      const response = await cso.request({
        method: 'POST',
        url: '/api/c13s/v2/cv_library/tags',
        payload: { type: 'client', name },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const id = await create(seller, {
      name: 'Core banking migration',
      client: 'Banque Atlantique',
      company: 'Atrium Consulting',
      credential_manager: manager.user.id,
      start_date: '2024-03-01',
      end_date: '2025-01-31',
      description: 'Moved the core banking platform to the cloud.',
      challenge: 'A 30-year-old mainframe.',
      solution: 'Strangler pattern.',
      results: 'Zero downtime.',
      solutions: [solution[0], solution[1]],
      contributors: [{ user_id: contributor.id, description: 'Led the data migration' }],
    });
    bank = (await read(guest, id)) as typeof bank;
  });

  async function create(as: Caller, payload: Record<string, unknown>): Promise<string> {
    const response = await as.request({ method: 'POST', url: api, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id;
  }

  async function read(as: Caller, id: string) {
    const response = await as.request({ method: 'GET', url: `${api}/${id}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  const search = async (query: string) => {
    const response = await guest.request({ method: 'GET', url: `${api}/search?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: { id: string; name: string; project_code: string }[]; total: number };
  };

  const tableCounts = async () => {
    const [row] = await queryRows<{ credentials: number; counters: string }>(
      ctx().db,
      sql`select (select count(*)::int from credentials) as credentials,
                 (select coalesce(string_agg(year || ':' || last_value, ','), '') from credential_code_counters) as counters`,
    );
    return row;
  };

  it('records a credential with its people and solutions, and gives it a readable code', async () => {
    const credential = await read(guest, bank.id);
    expect(credential).toEqual({
      id: bank.id,
      name: 'Core banking migration',
      project_code: `CR-${year}-0001`,
      client: 'Banque Atlantique',
      company: 'Atrium Consulting',
      sales_owner: {
        id: seller.user.id,
        first_name: 'Sam',
        last_name: 'Seller',
        job_title: 'Partner',
        has_picture: false,
        picture_version: null,
      },
      credential_manager: expect.objectContaining({ id: manager.user.id }),
      start_date: '2024-03-01',
      end_date: '2025-01-31',
      description: 'Moved the core banking platform to the cloud.',
      challenge: 'A 30-year-old mainframe.',
      solution: 'Strangler pattern.',
      results: 'Zero downtime.',
      solutions: [
        { id: solution[0], name: 'Cloud factory', top: false },
        { id: solution[1], name: 'Data mesh', top: false },
      ],
      skills: [],
      contributors: [
        {
          user: expect.objectContaining({ id: contributor.id, first_name: 'Chloé' }),
          description: 'Led the data migration',
          // Named by the seller: hers to confirm (or the manager's).
          confirmed: false,
        },
      ],
      top: false,
      attachments: [],
      updated_at: expect.any(String),
      _can: { update: false, delete: false },
    });
    // Its sales owner may change and delete it, and the record says so.
    expect((await read(seller, bank.id))._can).toEqual({ update: true, delete: true });
  });

  it('numbers codes in sequence per year', async () => {
    const id = await create(seller, { name: 'Second', client: 'Other client' });
    expect((await read(guest, id)).project_code).toBe(`CR-${year}-0002`);
  });

  it('refuses a 4th solution with a clear message, and writes nothing (not even a number)', async () => {
    const before = await tableCounts();
    const response = await seller.request({
      method: 'POST',
      url: api,
      payload: { name: 'Too many', client: 'C', solutions: solution },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ solutions: 'A credential holds at most 3 solutions' });
    const patch = await seller.request({
      method: 'PATCH',
      url: `${api}/${bank.id}`,
      payload: { solutions: solution },
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().errors.solutions).toBe('A credential holds at most 3 solutions');
    expect(await tableCounts()).toEqual(before);
    expect((await read(guest, bank.id)).solutions).toHaveLength(2);
  });

  it('refuses unknown solutions and people, naming each, and writes nothing', async () => {
    const before = await tableCounts();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ solutions: [solution[0], UNKNOWN_ID] }, { 'solutions.1': 'Unknown solution' }],
      [{ credential_manager: UNKNOWN_ID }, { credential_manager: 'Unknown person' }],
      [
        { contributors: [{ user_id: UNKNOWN_ID, description: 'Ghost' }] },
        { 'contributors.0.user_id': 'Unknown person' },
      ],
    ];
    for (const [fields, errors] of cases) {
      const response = await cso.request({
        method: 'POST',
        url: api,
        payload: { name: 'Bad', client: 'C', sales_owner: seller.user.id, ...fields },
      });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().errors).toEqual(errors);
      const patch = await cso.request({ method: 'PATCH', url: `${api}/${bank.id}`, payload: fields });
      expect(patch.statusCode, JSON.stringify(fields)).toBe(400);
    }
    expect(await tableCounts()).toEqual(before);
    expect((await read(guest, bank.id)).contributors).toHaveLength(1);
  });

  it('refuses the same solution or contributor twice, an end before the start, and over-long texts', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ solutions: [solution[0], solution[0]] }, 'solutions'],
      [
        {
          contributors: [
            { user_id: contributor.id, description: 'a' },
            { user_id: contributor.id, description: 'b' },
          ],
        },
        'contributors',
      ],
      [{ start_date: '2025-02-01', end_date: '2025-01-01' }, 'end_date'],
      [{ description: 'x'.repeat(701) }, 'description'],
      [{ results: 'x'.repeat(3001) }, 'results'],
      [{ name: 'x'.repeat(301) }, 'name'],
      [{ project_code: 'CR-2026-0001' }, ''],
    ];
    for (const [fields, field] of cases) {
      const response = await seller.request({
        method: 'POST',
        url: api,
        payload: { name: 'N', client: 'C', ...fields },
      });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      if (field) expect(response.json().errors).toHaveProperty([field]);
    }
    const endOnly = await seller.request({
      method: 'PATCH',
      url: `${api}/${bank.id}`,
      payload: { end_date: '2020-01-01' },
    });
    expect(endOnly.statusCode).toBe(400);
    expect(endOnly.json().errors).toEqual({ end_date: 'The end date is before the start date' });
  });

  it('lets a guest record their own credential, and not one for others only', async () => {
    const own = await create(guest, { name: 'My deal', client: 'Client G' });
    expect((await read(guest, own)).sales_owner.id).toBe(guest.user.id);
    const managed = await create(guest, {
      name: 'Managed deal',
      client: 'Client G',
      sales_owner: seller.user.id,
      credential_manager: guest.user.id,
    });
    expect((await read(guest, managed)).credential_manager.id).toBe(guest.user.id);
    const others = await guest.request({
      method: 'POST',
      url: api,
      payload: { name: 'Not mine', client: 'C', sales_owner: seller.user.id },
    });
    expect(others.statusCode).toBe(403);
    expect(others.json().msg).toBe('Record a credential as its sales owner or its credential manager');
  });

  it('lets the sales owner, the credential manager and "credentials update" holders edit; no one else', async () => {
    for (const [who, name] of [
      [seller, 'Edited by seller'],
      [manager, 'Edited by manager'],
      [cso, 'Edited by CSO'],
      [management, 'Edited by Management'],
    ] as const) {
      const response = await who.request({ method: 'PATCH', url: `${api}/${bank.id}`, payload: { name } });
      expect(response.statusCode, name).toBe(200);
      expect(response.json()).toMatchObject({ name, msg: 'Updated successfully' });
    }
    const other = await guest.request({
      method: 'PATCH',
      url: `${api}/${bank.id}`,
      payload: { name: 'Hijack' },
    });
    expect(other.statusCode).toBe(403);
    expect((await read(guest, bank.id)).name).toBe('Edited by Management');
  });

  it('needs "credentials top" for the top flag', async () => {
    const bySeller = await seller.request({
      method: 'PATCH',
      url: `${api}/${bank.id}`,
      payload: { top: true },
    });
    expect(bySeller.statusCode).toBe(403);
    expect(bySeller.json().msg).toBe('Only holders of "credentials top" can change the top flag');
    const unchanged = await seller.request({
      method: 'PATCH',
      url: `${api}/${bank.id}`,
      payload: { top: false, company: 'Atrium' },
    });
    expect(unchanged.statusCode).toBe(200);
    const created = await seller.request({
      method: 'POST',
      url: api,
      payload: { name: 'T', client: 'C', top: true },
    });
    expect(created.statusCode).toBe(403);
    const byManagement = await management.request({
      method: 'PATCH',
      url: `${api}/${bank.id}`,
      payload: { top: true },
    });
    expect(byManagement.json().top).toBe(true);
    expect((await search('top=true')).data.map((c) => c.id)).toEqual([bank.id]);
  });

  it('lets holders of "credentials update" correct a code, refusing a taken or malformed one', async () => {
    const other = await create(seller, { name: 'Code check', client: 'C' });
    const otherCode = (await read(guest, other)).project_code;
    const taken = await cso.request({
      method: 'PATCH',
      url: `${api}/${other}`,
      payload: { project_code: bank.project_code },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 'credentials.codeTaken',
      msg: 'This project code is already used',
      errors: { project_code: 'This project code is already used' },
      error_codes: { project_code: { code: 'credentials.codeTaken' } },
    });
    const malformed = await cso.request({
      method: 'PATCH',
      url: `${api}/${other}`,
      payload: { project_code: 'X-1' },
    });
    expect(malformed.statusCode).toBe(400);
    const bySeller = await seller.request({
      method: 'PATCH',
      url: `${api}/${other}`,
      payload: { project_code: `CR-${year - 1}-0007` },
    });
    expect(bySeller.statusCode).toBe(403);
    expect((await read(guest, other)).project_code).toBe(otherCode);
    // A code set by hand to a number the counter has not reached yet is skipped when it comes.
    const next = Number(otherCode.slice(-4)) + 1;
    const manual = `CR-${year}-${String(next).padStart(4, '0')}`;
    const corrected = await cso.request({
      method: 'PATCH',
      url: `${api}/${other}`,
      payload: { project_code: manual },
    });
    expect(corrected.json().project_code).toBe(manual);
    const after = await create(seller, { name: 'After manual', client: 'C' });
    expect((await read(guest, after)).project_code).toBe(`CR-${year}-${String(next + 1).padStart(4, '0')}`);
  });

  it('gives unique, consecutive codes to concurrent creates', async () => {
    const before = await tableCounts();
    const last = Number(before!.counters.split(':')[1]);
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        seller.request({
          method: 'POST',
          url: api,
          payload: { name: `Parallel ${i}`, client: 'Parallel client' },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    const { data } = await search('client=Parallel%20client&size=50');
    const numbers = data.map((c) => Number(c.project_code.slice(-4))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => last + 1 + i));
  });

  it('finds credentials by name, client, code and description words, accents aside', async () => {
    expect((await search('q=banque')).data.map((c) => c.id)).toEqual([bank.id]);
    expect((await search(`q=${bank.project_code}`)).data.map((c) => c.id)).toEqual([bank.id]);
    expect((await search('q=core%20platform')).data.map((c) => c.id)).toEqual([bank.id]);
    expect((await search('q=cloud%20m%C3%A2inframe')).total).toBe(0);
    expect((await search('client=Banque%20Atlantique')).data.map((c) => c.id)).toEqual([bank.id]);
  });

  it("finds a person's credentials with their contribution", async () => {
    const { data } = await search(`contributor=${contributor.id}`);
    expect(data.map((c) => c.id)).toEqual([bank.id]);
    expect((data[0] as unknown as { contributors: unknown[] }).contributors).toEqual([
      {
        user: expect.objectContaining({ id: contributor.id }),
        description: 'Led the data migration',
        confirmed: false,
      },
    ]);
  });

  describe('contributors', () => {
    const confirm = (as: Caller, id: string, userId: string) =>
      as.request({ method: 'POST', url: `${api}/${id}/contributors/${userId}/confirm` });
    const parts = async (id: string) =>
      ((await read(guest, id)).contributors as { user: { id: string }; confirmed: boolean }[]).map(
        ({ user, confirmed }) => [user.id, confirmed],
      );

    it('confirms one naming themselves; asks anyone else named, who or the manager confirms', async () => {
      const named = await ctx().signedIn();
      const other = await ctx().signedIn();
      const id = await create(seller, {
        name: 'Claims platform',
        client: 'Assurance Mutuelle',
        credential_manager: manager.user.id,
        contributors: [
          { user_id: seller.user.id, description: 'Sold it' },
          { user_id: named.user.id, description: 'Built it' },
          { user_id: other.user.id, description: 'Tested it' },
        ],
      });
      expect(await parts(id)).toEqual([
        [seller.user.id, true],
        [named.user.id, false],
        [other.user.id, false],
      ]);
      const told = await named.request({ method: 'GET', url: '/api/c13s/v2/public/notifications' });
      expect(told.json().items[0]).toMatchObject({
        kind: 'contribution',
        actor: { id: seller.user.id },
        link: `/credentials/${id}`,
        params: { excerpt: 'Claims platform' },
      });
      // Nobody else confirms for them, not even the sales owner; a person not named is not found.
      expect((await confirm(seller, id, named.user.id)).statusCode).toBe(403);
      expect((await confirm(other, id, named.user.id)).statusCode).toBe(403);
      expect((await confirm(guest, id, guest.user.id)).json().code).toBe('credentials.notAContributor');
      expect((await confirm(guest, UNKNOWN_ID, guest.user.id)).statusCode).toBe(404);
      expect((await confirm(named, id, named.user.id)).json().code).toBe('credentials.contributionConfirmed');
      expect((await confirm(manager, id, other.user.id)).statusCode).toBe(200);
      expect(await parts(id)).toEqual([
        [seller.user.id, true],
        [named.user.id, true],
        [other.user.id, true],
      ]);
      // The form sent back whole keeps the confirmations; a person named anew waits again.
      const newcomer = await ctx().signedIn();
      const patched = await seller.request({
        method: 'PATCH',
        url: `${api}/${id}`,
        payload: {
          contributors: [
            { user_id: named.user.id, description: 'Built it' },
            { user_id: newcomer.user.id, description: 'Joined late' },
          ],
        },
      });
      expect(patched.statusCode, patched.body).toBe(200);
      expect(await parts(id)).toEqual([
        [named.user.id, true],
        [newcomer.user.id, false],
      ]);
    });
  });

  it('sorts by date, latest first by default and undated last', async () => {
    const older = await create(seller, { name: 'Older', client: 'Sort client', start_date: '2019-05-01' });
    const newer = await create(seller, { name: 'Newer', client: 'Sort client', start_date: '2023-05-01' });
    const undated = await create(seller, { name: 'Undated', client: 'Sort client' });
    expect((await search('client=Sort%20client')).data.map((c) => c.id)).toEqual([newer, older, undated]);
    expect((await search('client=Sort%20client&sort=start_date')).data.map((c) => c.id).slice(0, 2)).toEqual([
      older,
      newer,
    ]);
  });

  it('counts client, solution, sales owner, year and top facets exactly as SQL does', async () => {
    const response = await guest.request({
      method: 'GET',
      url: `${api}/cardinalities?field=client&field=solution&field=sales_owner&field=year&field=top&q=o`,
    });
    expect(response.statusCode).toBe(200);
    const facets = response.json();
    const where = sql`lower(immutable_unaccent(name || ' ' || client || ' ' || project_code || ' ' || coalesce(company, '') || ' ' || coalesce(description, ''))) like '%o%'`;
    const grouped = async (value: ReturnType<typeof sql>, from = sql`credentials`) =>
      Object.fromEntries(
        (
          await queryRows<{ value: string; n: number }>(
            ctx().db,
            sql`select ${value}::text as value, count(*)::int as n from ${from} where ${where} and ${value} is not null group by 1`,
          )
        ).map((row) => [row.value, row.n]),
      );
    expect(facets.client).toEqual(await grouped(sql`client`));
    expect(facets.sales_owner).toEqual(await grouped(sql`sales_owner_id`));
    expect(facets.year).toEqual(await grouped(sql`year`));
    expect(facets.top).toEqual(await grouped(sql`top`));
    expect(facets.solution).toEqual(await grouped(sql`s`, sql`credentials, unnest(solution_ids) s`));
    expect(facets.year).toMatchObject({ '2024': 1 });
    const count = await guest.request({ method: 'GET', url: `${api}/count?q=o` });
    expect(count.json().count).toBe(
      Object.values(facets.client as Record<string, number>).reduce((a, b) => a + b, 0),
    );
  });

  it('presents a page with one query each for people, solutions and files, however many rows', async () => {
    const { db } = ctx();
    const rows = await db.select().from(credentials).limit(20);
    expect(rows.length).toBeGreaterThan(15);
    let selects = 0;
    const counting = new Proxy(db, {
      get: (target, property, receiver) => {
        if (property === 'select') selects += 1;
        return Reflect.get(target, property, receiver);
      },
    });
    const presented = await credentialsImplementation.present(rows, { db: counting });
    expect(presented).toHaveLength(rows.length);
    expect(selects).toBe(3);
  });
});
