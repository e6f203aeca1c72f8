import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthenticated } from '../http-errors.ts';
import { holdsMetricsToken } from './metrics-token.ts';

/**
 * `GET /metrics` in Prometheus' text format, for a scraper holding `METRICS_TOKEN` as a bearer
 * token. Registered only when the token is set (app.ts): without it the route does not exist (404),
 * so nothing about the server's load is public by default.
 */
export const metricsRoutes: FastifyPluginAsyncZod<{ token: string }> = async (app, { token }) => {
  app.get(
    '/metrics',
    {
      schema: {
        operationId: 'metrics',
        tags: ['platform'],
        description: "Prometheus' text format; needs `Authorization: Bearer <METRICS_TOKEN>`.",
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      if (!holdsMetricsToken(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw unauthenticated();
      }
      const { registry } = app.metrics;
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
};
