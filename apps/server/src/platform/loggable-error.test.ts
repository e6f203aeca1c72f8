import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app-setup.ts';
import { loggableError } from './loggable-error.ts';

describe('the error log', () => {
  const ctx = useTestApp();

  it("keeps a failed query's stack and code, never its SQL, parameters or quoted values", async () => {
    const secret = 'hunter2-secret-value';
    const failure: unknown = await ctx()
      .db.execute(sql`select ${secret}::uuid as leaked from users`)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    const logged = loggableError(failure);
    const text = JSON.stringify(logged);
    expect(text).not.toContain(secret);
    expect(text).not.toMatch(/select|from users/i);
    expect(logged.code).toBe('22P02');
    expect(logged.message).toContain('invalid input syntax for type uuid');
    expect(logged.stack).toMatch(/^\s+at /);
  });

  it('keeps an ordinary error as it is', () => {
    const logged = loggableError(new TypeError('x is not a function'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'x is not a function' });
    expect(logged.stack).toContain('loggable-error.test.ts');
  });
});
