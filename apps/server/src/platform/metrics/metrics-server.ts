import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import type { Registry } from 'prom-client';
import { holdsMetricsToken } from './metrics-token.ts';

/**
 * `METRICS_PORT`: `/metrics` on a port of its own, for a network only the monitoring reaches (the
 * app's port stays as it is). A plain HTTP server: none of the app's hooks, sessions or logs
 * apply to it. When `METRICS_TOKEN` is set too, it is asked for here as well.
 */
export async function serveMetrics(
  registry: Registry,
  { host, port, token }: { host: string; port: number; token: string | undefined },
): Promise<Server> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://metrics').pathname;
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    if (token && !holdsMetricsToken(request.headers.authorization, token)) {
      response.writeHead(401, { 'www-authenticate': 'Bearer realm="metrics"' }).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(503).end(),
    );
  });
  server.listen(port, host);
  await once(server, 'listening');
  return server;
}
