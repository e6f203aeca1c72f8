import { asc, count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/database.ts';
import { useTestApp } from '../../test/test-app-setup.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { DEMO_SOLUTIONS, seedDemoSolutions } from './solutions.seed.ts';
import { solutions } from './solutions.tables.ts';
import { emailsById, insertFixedFirm } from './testing/demo-firm.ts';

const api = '/api/c13s/v2/cv_library/solutions';

/** The catalogue with owners by email: comparable across databases. */
async function catalogue(db: DbOrTx) {
  const emails = await emailsById(db);
  const rows = await db.select().from(solutions).orderBy(asc(solutions.name));
  return rows.map(({ id: _, created_at: __, updated_at: ___, owner_ids, ...row }) => ({
    ...row,
    owners: owner_ids.map((id) => emails.get(id)),
  }));
}

describe('demo solutions', () => {
  const ctx = useTestApp();

  it('adds nothing while the firm has nobody', async () => {
    expect(await seedDemoSolutions(ctx().db)).toBe(false);
    const [held] = await ctx().db.select({ n: count() }).from(solutions);
    expect(held!.n).toBe(0);
  });

  it('fills the catalogue with owned solutions, some of them top, once', async () => {
    const t = ctx();
    await insertFixedFirm(t.db);
    expect(await seedDemoSolutions(t.db)).toBe(true);

    const reader = await t.signedIn();
    const all = (await reader.request({ method: 'GET', url: `${api}/search?size=100` })).json();
    expect(all.total).toBe(DEMO_SOLUTIONS.length);
    expect(all.total).toBeGreaterThanOrEqual(20);
    for (const solution of all.data) expect(solution.owners.length, solution.name).toBeGreaterThan(0);
    const top = (await reader.request({ method: 'GET', url: `${api}/count?top=true` })).json();
    expect(top.count).toBeGreaterThanOrEqual(3);
    expect(top.count).toBeLessThan(all.total);
    const cso = all.data.filter((s: { owners: { first_name: string }[] }) =>
      s.owners.some((owner) => owner.first_name === 'cso'),
    );
    expect(cso.length).toBeGreaterThan(0);

    const before = await catalogue(t.db);
    expect(await seedDemoSolutions(t.db)).toBe(false);
    expect(await catalogue(t.db)).toEqual(before);
  });

  it('makes the same catalogue on every fresh database with the same people', async () => {
    const other = await openTestDatabase();
    try {
      await insertFixedFirm(other.db);
      expect(await seedDemoSolutions(other.db)).toBe(true);
      expect(await catalogue(other.db)).toEqual(await catalogue(ctx().db));
    } finally {
      await other.close();
    }
  });
});
