import { count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemoFirm } from '../../db/seed/demo-seed.ts';
import { users } from '../../platform/users/users.tables.ts';
import { useTestApp } from '../../test/test-app-setup.ts';
import { newcomers } from '../newcomers/newcomers.tables.ts';
import { seedDemoResumes } from './people.seed.ts';
import { experiences, resumes } from './people.tables.ts';

describe('demo resumes', () => {
  const ctx = useTestApp();

  it('gives every demo person but the newcomers past assignments and one base resume, once', async () => {
    const { db, permissions } = ctx();
    await seedDemoFirm(db, permissions, { password: 'demo-password-1', people: 30 });
    // Newcomers join after the firm's history: no assignment of ours yet.
    const [people] = await db
      .select({ n: count() })
      .from(users)
      .leftJoin(newcomers, eq(newcomers.id, users.id))
      .where(isNull(newcomers.id));
    const [bases] = await db.select({ n: count() }).from(resumes).where(eq(resumes.is_base, true));
    const perPerson = await db
      .select({ user: experiences.user_id, n: count() })
      .from(experiences)
      .groupBy(experiences.user_id);
    expect(bases?.n).toBe(people?.n);
    expect(perPerson).toHaveLength(people!.n);
    expect(perPerson.every(({ n }) => n >= 1 && n <= 3)).toBe(true);

    const [before] = await db.select({ n: count() }).from(experiences);
    await seedDemoResumes(db);
    const [after] = await db.select({ n: count() }).from(experiences);
    expect(after?.n).toBe(before?.n);
  });
});
