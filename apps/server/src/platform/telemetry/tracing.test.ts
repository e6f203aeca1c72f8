import { createServer } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { symbols } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';

/** Whether app.ts imported the tracing module (and with it the SDK). */
let sdkImported = false;
vi.mock('./tracing.ts', async (importOriginal) => {
  sdkImported = true;
  return importOriginal();
});

type Attributes = { attributes: { key: string; value: { stringValue?: string } }[] };
type OtlpTraces = {
  resourceSpans: {
    resource: Attributes;
    scopeSpans: { spans: (Attributes & { traceId: string; name: string })[] }[];
  }[];
};
const attribute = (of: Attributes, key: string) =>
  of.attributes.find((a) => a.key === key)?.value.stringValue;

/** A stand-in OTLP/HTTP collector: keeps what is posted to it. */
async function collectorStub() {
  const received: { path: string; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ path: request.url ?? '', body });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, server };
}

// In this order: once loaded, a module stays loaded for the rest of the file.
describe('OpenTelemetry traces', () => {
  it('loads nothing and sends nothing without OTEL_EXPORTER_OTLP_ENDPOINT', async () => {
    const collector = await collectorStub();
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
      collector.server.close();
    }
    expect(sdkImported).toBe(false);
    expect(Reflect.get(globalThis, Symbol.for('opentelemetry.js.api.1'))).toBeUndefined();
    expect(collector.received).toEqual([]);
  });

  it("sends a request's span, named by its route, to the collector at OTEL_EXPORTER_OTLP_ENDPOINT", async () => {
    const collector = await collectorStub();
    const t = await createTestApp({ OTEL_EXPORTER_OTLP_ENDPOINT: collector.url });
    // The app's log lines, kept here (the tests' level is silent otherwise).
    const logged: { reqId?: string; trace_id?: string; msg?: string }[] = [];
    Reflect.set(t.app.log, symbols.streamSym, { write: (line: string) => logged.push(JSON.parse(line)) });
    t.app.log.level = 'info';
    let requestId: unknown;
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      requestId = response.headers['x-request-id'];
    } finally {
      // Closing the app flushes the spans still buffered.
      await t.close();
      collector.server.close();
    }
    expect(sdkImported).toBe(true);
    const traces = collector.received.filter(({ path }) => path === '/v1/traces');
    expect(traces.length).toBeGreaterThan(0);
    const batches = traces.map(({ body }) => JSON.parse(body) as OtlpTraces);
    const spans = batches.flatMap((batch) =>
      batch.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)),
    );
    const services = batches.flatMap((batch) =>
      batch.resourceSpans.map((r) => attribute(r.resource, 'service.name')),
    );
    expect(new Set(services)).toEqual(new Set(['atrium']));
    const request = spans.find(
      (span) => span.name === 'request' && attribute(span, 'http.route') === '/api/health',
    );
    expect(request).toBeDefined();
    // The request's log lines name its trace, so a line found by its request id leads to the trace.
    const completed = logged.find((line) => line.reqId === requestId && line.msg === 'request completed');
    expect(completed?.trace_id).toBe(request?.traceId);
    // The health check's `select 1` in the same trace, on PostgreSQL (PGlite is no pg client).
    if (testEngine() === 'postgres') {
      expect(spans).toContainEqual(
        expect.objectContaining({
          traceId: request?.traceId,
          name: expect.stringMatching(/^pg\.query/),
          attributes: expect.arrayContaining([{ key: 'db.query.text', value: { stringValue: 'select 1' } }]),
        }),
      );
    }
  });
});
