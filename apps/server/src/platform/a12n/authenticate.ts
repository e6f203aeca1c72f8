import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiTokenAuth } from '../api-tokens/api-token-auth.ts';
import { bearerOf } from '../api-tokens/token-secret.ts';
import { tokenMayCall } from '../api-tokens/token-rights.ts';
import { forbidden, unauthenticated } from '../http-errors.ts';
import type { SessionLiveness } from './session-liveness.ts';
import { ACCESS_COOKIE, type TokenService } from './tokens.ts';

/**
 * Paths under /api that need no session: sign-in, health, the API docs, and the link of a
 * campaign's mail (it records the open, then leads to the profile, where one signs in).
 */
const PUBLIC_PREFIXES = ['/api/a12n/', '/api/health', '/api/docs', '/api/campaigns/open/'];
/** What under those is done signed in. */
const SIGNED_IN_PATHS = new Set(['/api/a12n/password/change']);
/** SCIM (RFC 7644) is for identity providers: a token only, never a person's session. */
const TOKEN_ONLY_PREFIX = '/scim/';

/**
 * One hook makes all of /api require a session or an API token, except sign-in, health and the API
 * docs, and all of /scim a token. A token reaches only the routes that accept one of its scopes
 * (`tokenMayCall`): every other route, the administrators' among them, refuses it (403).
 */
export function installAuthentication(
  app: FastifyInstance,
  deps: { tokens: TokenService; sessions: SessionLiveness; apiTokens: ApiTokenAuth },
): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const url = request.url;
    const tokenOnly = url.startsWith(TOKEN_ONLY_PREFIX);
    if (!tokenOnly && !url.startsWith('/api/') && url !== '/api') return;
    const signedIn = SIGNED_IN_PATHS.has(url.split('?')[0]!);
    if (!signedIn && PUBLIC_PREFIXES.some((prefix) => url.startsWith(prefix))) return;
    const bearer = bearerOf(request.headers.authorization);
    if (bearer !== null) return authenticateToken(request, bearer, deps.apiTokens);
    if (tokenOnly) throw unauthenticated();
    const token = request.cookies[ACCESS_COOKIE];
    const claims = token ? deps.tokens.verifyAccess(token) : null;
    if (!claims || !(await deps.sessions.isLive(claims.sid))) throw unauthenticated();
    request.user = { id: claims.sub, sessionId: claims.sid };
  });
}

/**
 * A request with a bearer token: it is an API token of ours or nothing (401), then the route must
 * accept one of its scopes (403). A personal token acts as its person; the others as themselves
 * (their id is no person's, so no rule about one's own records ever matches them).
 */
async function authenticateToken(request: FastifyRequest, bearer: string, apiTokens: ApiTokenAuth) {
  const token = await apiTokens.authenticate(bearer);
  // An address that is no route's opens nothing: it answers its 404.
  if (!request.is404 && !tokenMayCall(token.scopes, request.routeOptions.config)) throw forbidden();
  request.user = { id: token.ownerId ?? token.id, sessionId: `token:${token.id}`, token };
}
