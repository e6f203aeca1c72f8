import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { useTestApp } from '../../test/test-app-setup.ts';
import { testEngine } from '../../test/test-database.ts';
import { serveMetrics } from './metrics-server.ts';

const TOKEN = 'metrics-token-for-the-tests-0123';

describe('GET /metrics', () => {
  const ctx = useTestApp({ METRICS_TOKEN: TOKEN });
  const scrape = (authorization?: string) =>
    ctx().app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
  /** The value of one series in a scrape, or undefined when it is not there. */
  const valueOf = (text: string, series: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };

  it('refuses a scraper without the token, or with a wrong one, and says how to authenticate', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN]) {
      const response = await scrape(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.body).not.toContain('atrium_');
    }
  });

  it("answers in Prometheus' text format with the series of every area, a request timed by its route", async () => {
    const t = ctx();
    const person = await t.createPerson();
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: `/api/c13s/v2/cv_library/users/${person.id}` });

    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = response.body;
    expect(text).toMatch(
      /^atrium_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} 1$/m,
    );
    // The route's pattern, never the record's id: one series however many records are read.
    expect(text).toContain('route="/api/c13s/v2/cv_library/users/:id",status_code="401"');
    expect(text).not.toContain(person.id);
    for (const series of [
      'nodejs_eventloop_lag_p99_seconds',
      'atrium_sign_in_failures_total',
      'atrium_sign_in_throttled_total',
      '# TYPE atrium_job_failures_total counter',
      '# TYPE atrium_job_queue_jobs gauge',
      'atrium_mail_outbox_mails{state="pending"} 0',
      'atrium_mail_outbox_mails{state="failed"} 0',
    ]) {
      expect(text).toContain(series);
    }
  });

  it('counts a failed sign-in', async () => {
    const t = ctx();
    const person = await t.createPerson();
    const before = valueOf((await scrape(`Bearer ${TOKEN}`)).body, 'atrium_sign_in_failures_total');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/a12n/login',
      payload: { email: person.email, password: 'not-the-password-at-all' },
    });
    expect(login.statusCode).toBe(401);
    const after = valueOf((await scrape(`Bearer ${TOKEN}`)).body, 'atrium_sign_in_failures_total');
    expect(after).toBe((before ?? 0) + 1);
  });

  it('gives the PostgreSQL pool use, and no pool on PGlite (one connection in the process)', async () => {
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    if (testEngine() === 'postgres') {
      expect(valueOf(text, 'atrium_db_pool_connections{state="max"}')).toBe(10);
      expect(valueOf(text, 'atrium_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(text).toContain('atrium_db_pool_connections{state="waiting"}');
    } else {
      expect(text).not.toContain('atrium_db_pool_connections');
    }
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('does not exist: 404, whatever the caller sends', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer anything-at-all-0123456789' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('METRICS_PORT', () => {
  it('serves /metrics on a port of its own, asking for the token when one is set, and nothing else', async () => {
    const t = await createTestApp();
    const server = await serveMetrics(t.app.metrics.registry, { host: '127.0.0.1', port: 0, token: TOKEN });
    try {
      const { port } = server.address() as AddressInfo;
      const url = `http://127.0.0.1:${port}`;
      expect((await fetch(`${url}/metrics`)).status).toBe(401);
      expect((await fetch(`${url}/api/health`)).status).toBe(404);
      const scraped = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('# TYPE atrium_http_request_duration_seconds histogram');
    } finally {
      server.close();
      await t.close();
    }
  });
});
