import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app-setup.ts';
import { newcomerArrivalJob } from './newcomer-arrival.ts';

const api = '/api/c13s/v2/cv_library/newcomers';

/** `YYYY-MM-DD`, `days` from today, in the database's calendar (UTC). */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('newcomers arrive on their arrival date', () => {
  const ctx = useTestApp();

  it('the daily job makes today’s newcomers colleagues and leaves the others waiting', async () => {
    const t = ctx();
    const hr = await t.signedIn({ roles: ['HR'] });
    const colleague = await t.signedIn();
    const add = async (first_name: string, arrival_date: string) => {
      const response = await hr.request({
        method: 'POST',
        url: api,
        payload: {
          type: 'employee',
          first_name,
          last_name: 'Arrival',
          email: `${first_name.toLowerCase()}.arrival@atrium.demo`,
          personal_email: `${first_name.toLowerCase()}@example.org`,
          arrival_date,
          business_line: 'Data & AI',
          hub: 'Lyon',
          licence: 'E3',
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as string;
    };
    const today = await add('Tess', dayFromToday(0));
    const linked = await add('Lina', dayFromToday(-2));
    const later = await add('Noah', dayFromToday(20));
    expect((await hr.request({ method: 'POST', url: `${api}/${linked}/link` })).statusCode).toBe(200);

    await newcomerArrivalJob.run(t.app, { id: 'test', data: {}, retryCount: 0, retryLimit: 0 });

    const status = async (id: string) =>
      (await hr.request({ method: 'GET', url: `${api}/${id}` })).json().status;
    expect([await status(today), await status(linked), await status(later)]).toEqual([
      'arrived',
      'arrived',
      'to_prepare',
    ]);
    const found = await colleague.request({
      method: 'GET',
      url: '/api/c13s/v2/cv_library/users/search?q=Arrival',
    });
    expect((found.json().data as { id: string }[]).map((person) => person.id).sort()).toEqual(
      [today, linked].sort(),
    );
    expect(await t.permissions.roles(today)).toEqual(['guest']);
    expect(await t.permissions.roles(later)).toEqual(['newcomer']);

    // Run again (a retry, a second instance): nothing moves twice.
    await newcomerArrivalJob.run(t.app, { id: 'test', data: {}, retryCount: 0, retryLimit: 0 });
    expect(await status(later)).toBe('to_prepare');
  });
});
