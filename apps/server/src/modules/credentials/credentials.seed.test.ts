import { PROJECT_CODE_PATTERN } from '@atrium/contract';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/database.ts';
import { users } from '../../platform/users/users.tables.ts';
import { useTestApp } from '../../test/test-app-setup.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { seedDemoSolutions } from '../solutions/solutions.seed.ts';
import { solutions } from '../solutions/solutions.tables.ts';
import { emailsById, insertFixedFirm } from '../solutions/testing/demo-firm.ts';
import { DEMO_CREDENTIALS_COUNT, seedDemoCredentials } from './credentials.seed.ts';
import { credentialCodeCounters, credentials } from './credentials.tables.ts';

const api = '/api/c13s/v2/cv_library/projects';

/** Credentials with people by email and solutions by name: comparable across databases. */
async function snapshot(db: DbOrTx) {
  const emails = await emailsById(db);
  const names = new Map((await db.select().from(solutions)).map((s) => [s.id, s.name]));
  const rows = await db.select().from(credentials).orderBy(asc(credentials.project_code));
  const counters = await db.select().from(credentialCodeCounters).orderBy(asc(credentialCodeCounters.year));
  return {
    counters,
    credentials: rows.map(
      ({
        id: _,
        created_at: __,
        updated_at: ___,
        contributor_ids: ____,
        solution_ids,
        contributors,
        ...row
      }) => ({
        ...row,
        sales_owner_id: emails.get(row.sales_owner_id!),
        credential_manager_id: emails.get(row.credential_manager_id!),
        solutions: solution_ids.map((id) => names.get(id)),
        contributors: contributors.map((c) => ({ ...c, user_id: emails.get(c.user_id) })),
      }),
    ),
  };
}

describe('demo credentials', () => {
  const ctx = useTestApp();

  it('adds nothing while the firm has nobody', async () => {
    expect(await seedDemoCredentials(ctx().db)).toBe(false);
  });

  it('records credentials across clients and years, with their people and solutions, once', async () => {
    const t = ctx();
    await insertFixedFirm(t.db);
    await seedDemoSolutions(t.db);
    expect(await seedDemoCredentials(t.db)).toBe(true);

    const reader = await t.signedIn();
    const all = (await reader.request({ method: 'GET', url: `${api}/search?size=100` })).json();
    expect(all.total).toBe(DEMO_CREDENTIALS_COUNT);
    for (const credential of all.data) {
      expect(credential.project_code).toMatch(PROJECT_CODE_PATTERN);
      expect(credential.sales_owner, credential.name).not.toBeNull();
      expect(credential.credential_manager, credential.name).not.toBeNull();
      expect(credential.contributors.length, credential.name).toBeGreaterThanOrEqual(2);
      expect(credential.solutions.length, credential.name).toBeGreaterThanOrEqual(1);
      expect(credential.solutions.length, credential.name).toBeLessThanOrEqual(3);
      expect(credential.attachments).toEqual([]);
    }
    const facets = (
      await reader.request({ method: 'GET', url: `${api}/cardinalities?field=client&field=year&field=top` })
    ).json();
    expect(Object.keys(facets.client).length).toBeGreaterThanOrEqual(15);
    expect(Object.keys(facets.year).sort()).toEqual([
      '2018',
      '2019',
      '2020',
      '2021',
      '2022',
      '2023',
      '2024',
      '2025',
    ]);
    expect(facets.top.true).toBeGreaterThanOrEqual(3);

    // Whoever tries the demo as employee@atrium.demo finds credentials on their profile.
    const [employee] = await t.db.select().from(users).where(eq(users.email, 'employee@atrium.demo'));
    const theirs = (
      await reader.request({ method: 'GET', url: `${api}/count?contributor=${employee!.id}` })
    ).json();
    expect(theirs.count).toBeGreaterThan(0);

    const before = await snapshot(t.db);
    expect(await seedDemoCredentials(t.db)).toBe(false);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('makes the same credentials on every fresh database with the same people', async () => {
    const other = await openTestDatabase();
    try {
      await insertFixedFirm(other.db);
      await seedDemoSolutions(other.db);
      expect(await seedDemoCredentials(other.db)).toBe(true);
      expect(await snapshot(other.db)).toEqual(await snapshot(ctx().db));
    } finally {
      await other.close();
    }
  });
  it('numbers new credentials after the seeded ones', async () => {
    const t = ctx();
    await t.listValues('client', 'C');
    const { counters } = await snapshot(t.db);
    expect(counters.length).toBeGreaterThan(0);
    for (const { year, last_value } of counters) {
      const [taken] = await t.db
        .select({ code: credentials.project_code })
        .from(credentials)
        .where(eq(credentials.project_code, `CR-${year}-${String(last_value).padStart(4, '0')}`));
      expect(taken, `${year}`).toBeDefined();
    }
    const author = await t.signedIn();
    const created = await author.request({
      method: 'POST',
      url: api,
      payload: { name: 'After', client: 'C' },
    });
    expect(created.statusCode, created.body).toBe(201);
  });
});
