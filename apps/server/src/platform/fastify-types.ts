import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { PermissionService } from './permissions/permission-service.ts';

/** The signed-in person behind a request. `sessionId` is their refresh-token family. */
export type AuthUser = { id: string; sessionId: string };

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    permissions: PermissionService;
  }
  interface FastifyRequest {
    /** Set by the authentication hook on every `/api` route that needs a session. */
    user: AuthUser | null;
  }
}
