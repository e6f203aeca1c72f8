import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app-setup.ts';
import { reports } from './report.tables.ts';

const api = '/api/c13s/v2/report/report';

describe('report/report', () => {
  const ctx = useTestApp();

  it('takes a report from anyone signed in and answers a message to show', async () => {
    const employee = await ctx().signedIn();
    const response = await employee.request({
      method: 'POST',
      url: api,
      payload: { page: '/who-s-who', type: 'bug', description: 'The search box loses focus.' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(String), msg: 'Thank you! Your report has been sent.' });
  });

  it('refuses an unknown type, an empty or too long description, and stores nothing', async () => {
    const employee = await ctx().signedIn();
    const [before] = await ctx().db.select({ n: count() }).from(reports);
    const cases = [
      { page: '/home', type: 'praise', description: 'x' },
      { page: '/home', type: 'others', description: '' },
      { page: '/home', type: 'others', description: 'x'.repeat(3001) },
      { page: '/home', type: 'others' },
    ];
    for (const payload of cases) {
      const response = await employee.request({ method: 'POST', url: api, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const missing = await employee.request({
      method: 'POST',
      url: api,
      payload: { page: '/home', type: 'bug' },
    });
    expect(missing.json()).toMatchObject({
      msg: 'Please fill up the mandatory fields*',
      errors: { description: expect.any(String) },
    });
    const [after] = await ctx().db.select({ n: count() }).from(reports);
    expect(after?.n).toBe(before?.n);
  });

  it('accepts exactly 3000 characters', async () => {
    const employee = await ctx().signedIn();
    const response = await employee.request({
      method: 'POST',
      url: api,
      payload: { page: '/home', type: 'improvement', description: 'y'.repeat(3000) },
    });
    expect(response.statusCode).toBe(201);
  });

  it('shows reports to administrators only, who may delete them', async () => {
    const employee = await ctx().signedIn();
    const admin = await ctx().signedIn({ roles: ['admin'] });
    const sent = await employee.request({
      method: 'POST',
      url: api,
      payload: { page: '/x', type: 'others', description: 'Hello' },
    });
    const { id } = sent.json();
    expect((await employee.request({ method: 'GET', url: `${api}/search` })).statusCode).toBe(403);
    expect((await employee.request({ method: 'DELETE', url: `${api}/${id}` })).statusCode).toBe(403);
    const list = await admin.request({ method: 'GET', url: `${api}/search?type=others` });
    expect(list.json().data.map((r: { id: string }) => r.id)).toContain(id);
    expect((await admin.request({ method: 'DELETE', url: `${api}/${id}` })).json()).toEqual({
      msg: 'Deleted successfully',
    });
    expect((await admin.request({ method: 'GET', url: `${api}/${id}` })).statusCode).toBe(404);
  });
});
