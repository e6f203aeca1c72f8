import { INPUT_DEPTH_MAX, INPUT_VALUES_MAX, MESSAGES } from '@atrium/contract';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reports } from '../modules/report/report.tables.ts';
import { useTestApp } from '../test/test-app-setup.ts';
import { inputFault, jsonTextTooComplex } from './text-input-guard.ts';

const NUL = 'before\u0000after';
const LONE_HIGH = 'emoji half \uD83D';
const LONE_LOW = '\uDE00 and more';

describe('text the database cannot store', () => {
  const ctx = useTestApp();

  it('finds a NUL byte or half a surrogate pair anywhere, and lets real characters through', () => {
    const unstorable = (path: string[]) => ({ kind: 'unstorable', path });
    expect(inputFault({ a: [{ b: NUL }] })).toEqual(unstorable(['a', '0', 'b']));
    expect(inputFault({ [LONE_LOW]: 1 })).toEqual(unstorable([LONE_LOW]));
    expect(inputFault(LONE_HIGH)).toEqual(unstorable([]));
    expect(inputFault({ name: 'Łukasz 王芳 😀 Αλέξανδρος', n: 3, ok: true, none: null })).toBeNull();
  });

  it('refuses an input nested deeper or holding more values than the limits, without recursion', () => {
    const nested = (depth: number) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown;
    expect(inputFault({ a: nested(INPUT_DEPTH_MAX - 1) })).toBeNull();
    expect(inputFault({ a: nested(INPUT_DEPTH_MAX) })).toEqual({ kind: 'tooComplex' });
    expect(inputFault(nested(100_000))).toEqual({ kind: 'tooComplex' });
    expect(inputFault(Array(INPUT_VALUES_MAX - 1).fill(0))).toBeNull();
    expect(inputFault(Array(INPUT_VALUES_MAX).fill(0))).toEqual({ kind: 'tooComplex' });
    expect(inputFault({ a: Array(INPUT_VALUES_MAX).fill({}) })).toEqual({ kind: 'tooComplex' });
  });

  it('bounds a JSON text the same way before it is parsed, whatever its strings hold', () => {
    const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    expect(jsonTextTooComplex(`{"a":${nested(INPUT_DEPTH_MAX - 1)}}`)).toBe(false);
    expect(jsonTextTooComplex(`{"a":${nested(INPUT_DEPTH_MAX)}}`)).toBe(true);
    expect(jsonTextTooComplex(`[${'0,'.repeat(INPUT_VALUES_MAX - 2)}0]`)).toBe(false);
    expect(jsonTextTooComplex(`[${'0,'.repeat(INPUT_VALUES_MAX - 1)}0]`)).toBe(true);
    // Brackets and commas inside a text, escaped quotes included, are characters, not structure.
    expect(jsonTextTooComplex(JSON.stringify({ a: `\\"${'[,'.repeat(INPUT_VALUES_MAX)}` }))).toBe(false);
  });

  it('answers a sign-in of 10,000 nested arrays, a credential form field nested as deep and a form field holding a NUL byte with a 400', async () => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    const signIn = await ctx().app.inject({
      method: 'POST',
      url: '/api/a12n/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":${deep},"password":"x"}`,
    });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json()).toMatchObject({ code: 'inputTooComplex' });

    const employee = await ctx().signedIn();
    const form = new FormData();
    form.append('credential', `{"client":${deep}}`);
    form.append('file', new Blob(['%PDF-1.4']), 'deck.pdf');
    const request = new Request('http://localhost', { method: 'POST', body: form });
    const created = await employee.request({
      method: 'POST',
      url: '/api/c13s/v2/cv_library/projects/with_file',
      headers: { 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ code: 'inputTooComplex' });

    const withNul = new FormData();
    withNul.append('note', NUL);
    withNul.append('file', new Blob(['%PDF-1.4']), 'deck.pdf');
    const sent = new Request('http://localhost', { method: 'POST', body: withNul });
    const refused = await employee.request({
      method: 'POST',
      url: '/api/c13s/v2/cv_library/projects/with_file',
      headers: { 'content-type': sent.headers.get('content-type')! },
      payload: Buffer.from(await sent.arrayBuffer()),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_codes).toEqual({ note: { code: 'characterNotAllowed' } });
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
