import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { BlobStore } from './files/blob-store.ts';
import type { PdfConverter } from './files/pdf-converter.ts';
import type { createFileLimits } from './files/person-limits.ts';
import type { PermissionService } from './permissions/permission-service.ts';
import type { SessionLiveness } from './a12n/session-liveness.ts';
import type { TokenPrincipal } from './api-tokens/api-token-auth.ts';
import type { TokenScope } from '@atrium/contract';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Metrics } from './metrics/metrics.ts';

/**
 * Who is behind a request: a signed-in person (`sessionId`: their refresh-token family), or an API
 * token (`token`), whose `id` is its person's for a personal token and its own otherwise.
 */
export type AuthUser = { id: string; sessionId: string; token?: TokenPrincipal };

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    permissions: PermissionService;
    /** Which sessions are still open; `forget` ends revoked ones on this instance at once. */
    sessions: SessionLiveness;
    /** Background and scheduled work (pg-boss); started by the server, not by building the app. */
    jobs: JobQueue;
    /** Prometheus metrics (platform/metrics); what areas report and what `/metrics` serves. */
    metrics: Metrics;
    /** Sends mail, keeping each in the outbox first. */
    mailer: Mailer;
    /** Stored files and the per-person caps on transfers (platform/files). */
    files: { blobs: BlobStore; limits: ReturnType<typeof createFileLimits>; pdf: PdfConverter };
  }
  /** What a route says of API tokens (platform/api-tokens/token-rights.ts): none reaches it otherwise. */
  interface FastifyContextConfig {
    /** A generic route's `'{object} {action}'`, which a token's scope may lend. */
    tokenPermission?: string;
    /** The scope a special route accepts a token with. */
    tokenScope?: TokenScope;
  }
  interface FastifyRequest {
    /** Set by the authentication hook on every `/api` route that needs a session. */
    user: AuthUser | null;
  }
}
