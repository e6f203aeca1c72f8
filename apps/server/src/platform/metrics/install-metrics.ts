import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { createMetrics } from './metrics.ts';

/**
 * Decorates the app with its metrics and times every answer by its route pattern: the raw URL
 * would make a series per record id, which Prometheus cannot hold.
 */
export function installMetrics(app: FastifyInstance, database: Database): void {
  const metrics = createMetrics(database);
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    metrics.requestAnswered(
      request.method,
      request.routeOptions.url,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
}
