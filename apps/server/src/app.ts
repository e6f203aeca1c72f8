import { notificationsRoutes } from './platform/notifications/notifications.routes.ts';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { JSON_BODY_MAX } from '@atrium/contract';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { businessModules } from './modules/business-modules.ts';
import { scimRoutes } from './modules/scim/scim.routes.ts';
import { a12nRoutes } from './platform/a12n/a12n.routes.ts';
import { installAuthentication } from './platform/a12n/authenticate.ts';
import { createApiTokenAuth } from './platform/api-tokens/api-token-auth.ts';
import { apiTokensImplementation } from './platform/api-tokens/api-tokens.objects.ts';
import { apiTokensRoutes } from './platform/api-tokens/api-tokens.routes.ts';
import { createSessionLiveness } from './platform/a12n/session-liveness.ts';
import { createTokenService } from './platform/a12n/tokens.ts';
import { auditLogImplementation } from './platform/audit/audit-log.objects.ts';
import { c13sRoutes } from './platform/c13s/c13s.routes.ts';
import { installCompression } from './platform/compression.ts';
import { installCsrfGuard } from './platform/csrf.ts';
import { installErrorHandler } from './platform/error-handler.ts';
import './platform/fastify-types.ts';
import { installFiles } from './platform/files/install-files.ts';
import { healthRoutes } from './platform/health.routes.ts';
import { createJobQueue } from './platform/jobs/job-queue.ts';
import { mailOutboxImplementation } from './platform/mail/mail-outbox.objects.ts';
import { mailOutboxRoutes } from './platform/mail/mail-outbox.routes.ts';
import { createMailer, mailDeliveryJob } from './platform/mail/mailer.ts';
import { installMetrics } from './platform/metrics/install-metrics.ts';
import { metricsRoutes } from './platform/metrics/metrics.routes.ts';
import { permissionsRoutes } from './platform/permissions/permissions.routes.ts';
import { createPermissionService, seedDefaultGrants } from './platform/permissions/permission-service.ts';
import { installSecurityHeaders } from './platform/security-headers.ts';
import { installTextInputGuard } from './platform/text-input-guard.ts';
import { PICKUP_DEADLINE_MS } from './platform/page-render-pool.ts';
import { installWebApp } from './platform/web-app.ts';

export type AppDependencies = {
  config: Config;
  database: Database;
  /** The HTTP server to serve on, already listening (main.ts binds the port before opening the data). */
  serverFactory?: (handler: (request: IncomingMessage, response: ServerResponse) => void) => Server;
};

/**
 * Builds the whole server: external plugins, then the platform, then the business modules.
 * Tests build it on a fresh database and call `app.inject`.
 */
export async function buildApp({
  config,
  database,
  serverFactory,
}: AppDependencies): Promise<FastifyInstance> {
  // Imported only when a collector is configured: otherwise nothing of OpenTelemetry is loaded.
  const tracing =
    config.tracing && (await import('./platform/telemetry/tracing.ts')).startTracing(config.tracing);
  const app = Fastify({
    ...(serverFactory ? { serverFactory } : {}),
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'res.headers["set-cookie"]'],
      // Each line written during a request names its trace, so logs and traces find each other.
      ...(tracing && { mixin: tracing.logFields }),
    },
    bodyLimit: JSON_BODY_MAX,
    genReqId: (request) => headerRequestId(request.headers['x-request-id']) ?? randomUUID(),
    // X-Forwarded-For is believed from the listed proxies only: from anyone else it would let a
    // client choose the address its rate limits are counted under.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON (and multipart for files); plain text is refused with 415.
  app.removeContentTypeParser('text/plain');
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  if (tracing) {
    // Before every route and hook, so each request's span covers them all.
    await app.register(tracing.fastifyPlugin);
    app.addHook('onClose', () => tracing.stop());
  }

  await seedDefaultGrants(database.db);
  const permissions = await createPermissionService(database.db);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('permissions', permissions);
  await installFiles(app, config.files, database.db, config.sofficePath);

  await installSecurityHeaders(app, config);
  await app.register(cookie);
  await installCompression(app);
  // Busboy's own default, said here: a field's name is cut at 100 bytes, so no name is work to walk.
  await app.register(multipart, { limits: { files: 1, fields: 10, fieldNameSize: 100 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Atrium API', version: '2' },
      // A person's session cookie, or an API token (Integrations screen, or one's own personal
      // token) as a bearer: a token reaches only the routes one of its scopes opens.
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'atrium_access' },
          token: { type: 'http', scheme: 'bearer', description: 'An API token, `atr_…`' },
        },
      },
      security: [{ session: [] }, { token: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  installErrorHandler(app);
  installTextInputGuard(app);
  installCsrfGuard(app, config);
  const tokens = createTokenService(config);
  const sessions = createSessionLiveness(database.db);
  app.decorate('sessions', sessions);
  installAuthentication(app, {
    tokens,
    sessions,
    apiTokens: createApiTokenAuth(database.db),
  });
  // Before the routes' own permission checks (preValidation): a request refused on a stale policy
  // would otherwise never reach a later hook, and a grant made on another instance never show here.
  app.addHook('onRequest', async (request) => {
    if (request.user) await permissions.refreshIfStale();
  });

  installMetrics(app, database);
  const jobs = createJobQueue(database, app.log, { failed: app.metrics.jobFailed });
  app.metrics.watchQueues(() => jobs.counts());
  jobs.define(mailDeliveryJob, ...businessModules.jobs);
  app.decorate('jobs', jobs);
  // The queue's workers use the database: they stop before it closes.
  app.addHook('onClose', () => jobs.stop());
  const mailer = createMailer(config, database.db, jobs, app.log);
  app.decorate('mailer', mailer);
  await app.register(healthRoutes, { prefix: '/api' });
  if (config.metrics.token) await app.register(metricsRoutes, { token: config.metrics.token });
  await app.register(a12nRoutes, { prefix: '/api/a12n', tokens, sessions, mailer });
  await app.register(permissionsRoutes, { prefix: '/api/c13s/v2/public/permissions' });
  await app.register(c13sRoutes, {
    prefix: '/api/c13s/v2',
    objects: [
      mailOutboxImplementation,
      apiTokensImplementation,
      auditLogImplementation([apiTokensImplementation, ...businessModules.objects]),
      ...businessModules.objects,
    ],
  });
  await app.register(mailOutboxRoutes, { prefix: '/api/c13s/v2' });
  await app.register(notificationsRoutes, { prefix: '/api/c13s/v2' });
  await app.register(apiTokensRoutes, { prefix: '/api/c13s/v2' });
  for (const routes of businessModules.routes) await app.register(routes, { prefix: '/api/c13s/v2' });
  for (const routes of businessModules.publicRoutes) await app.register(routes, { prefix: '/api' });
  await app.register(scimRoutes, { prefix: '/scim/v2' });

  if (config.webDist)
    await installWebApp(app, config.webDist, {
      firmTimeZone: config.firmTimeZone,
      personOf: (token) => tokens.verifyAccess(token)?.sub,
      // A page waits for a thread at most a sixth of that (at least the pool's 500 ms).
      pool: {
        renderMs: config.renderDeadlineMs,
        pickupMs: Math.max(PICKUP_DEADLINE_MS, config.renderDeadlineMs / 6),
      },
    });
  return app;
}

/** Accepts a caller's request id only when it is short and plain, so logs cannot be forged through it. */
function headerRequestId(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && /^[\w.-]{1,64}$/.test(value) ? value : undefined;
}
