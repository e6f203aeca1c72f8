import type { FastifyInstance } from 'fastify';
import { unauthenticated } from '../http-errors.ts';
import type { SessionLiveness } from './session-liveness.ts';
import { ACCESS_COOKIE, type TokenService } from './tokens.ts';

/**
 * Paths under /api that need no session: sign-in, health, the API docs, and the link of a
 * campaign's mail (it records the open, then leads to the profile, where one signs in).
 */
const PUBLIC_PREFIXES = ['/api/a12n/', '/api/health', '/api/docs', '/api/campaigns/open/'];
/** What under those is done signed in. */
const SIGNED_IN_PATHS = new Set(['/api/a12n/password/change']);

/** One hook makes all of /api require a session, except sign-in, health and the API docs. */
export function installAuthentication(
  app: FastifyInstance,
  deps: { tokens: TokenService; sessions: SessionLiveness },
): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const url = request.url;
    if (!url.startsWith('/api/') && url !== '/api') return;
    const signedIn = SIGNED_IN_PATHS.has(url.split('?')[0]!);
    if (!signedIn && PUBLIC_PREFIXES.some((prefix) => url.startsWith(prefix))) return;
    const token = request.cookies[ACCESS_COOKIE];
    const claims = token ? deps.tokens.verifyAccess(token) : null;
    if (!claims || !(await deps.sessions.isLive(claims.sid))) throw unauthenticated();
    request.user = { id: claims.sub, sessionId: claims.sid };
  });
}
