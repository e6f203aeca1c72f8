import { MESSAGES } from '@atrium/contract';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reports } from '../modules/report/report.tables.ts';
import { useTestApp } from '../test/test-app-setup.ts';
import { unstorableTextAt } from './text-input-guard.ts';

const NUL = 'before\u0000after';
const LONE_HIGH = 'emoji half \uD83D';
const LONE_LOW = '\uDE00 and more';

describe('text the database cannot store', () => {
  const ctx = useTestApp();

  it('finds a NUL byte or half a surrogate pair anywhere, and lets real characters through', () => {
    expect(unstorableTextAt({ a: [{ b: NUL }] })).toEqual(['a', '0', 'b']);
    expect(unstorableTextAt({ [LONE_LOW]: 1 })).toEqual([LONE_LOW]);
    expect(unstorableTextAt(LONE_HIGH)).toEqual([]);
    expect(unstorableTextAt({ name: 'Łukasz 王芳 😀 Αλέξανδρος', n: 3, ok: true, none: null })).toBeNull();
  });

  it('answers 400 naming the field on a record, a search and a sign-in, and stores nothing', async () => {
    const employee = await ctx().signedIn();
    const [before] = await ctx().db.select({ n: count() }).from(reports);
    for (const description of [NUL, LONE_HIGH, LONE_LOW]) {
      const created = await employee.request({
        method: 'POST',
        url: '/api/c13s/v2/report/report',
        payload: JSON.stringify({ page: '/home', type: 'bug', description }),
        headers: { 'content-type': 'application/json' },
      });
      expect(created.statusCode).toBe(400);
      expect(created.json()).toEqual({
        code: 'invalidInput',
        msg: MESSAGES.invalidInput,
        errors: { description: 'Contains a character that is not allowed' },
        error_codes: { description: { code: 'characterNotAllowed' } },
      });
    }
    expect((await ctx().db.select({ n: count() }).from(reports))[0]).toEqual(before);

    const search = await employee.request({
      method: 'GET',
      url: `/api/c13s/v2/cv_library/users/search?q=${encodeURIComponent(NUL)}`,
    });
    expect(search.statusCode).toBe(400);
    expect(search.json().errors).toEqual({ q: 'Contains a character that is not allowed' });

    const signIn = await ctx().app.inject({
      method: 'POST',
      url: '/api/a12n/login',
      payload: { email: employee.user.email, password: `x${LONE_HIGH}` },
    });
    expect(signIn.statusCode).toBe(400);
  });
});
