import { TOKEN_SCOPES, type TokenScope } from '@atrium/contract';
import type { FastifyContextConfig } from 'fastify';

/** Whether one of these scopes lends this `'{object} {action}'`. */
export const scopesLend = (scopes: readonly TokenScope[], permission: string): boolean =>
  scopes.some((scope) => (TOKEN_SCOPES[scope] as readonly string[]).includes(permission));

/**
 * Whether a token with these scopes may call a route, from what the route's `config` says of
 * tokens: a generic route the permission it needs (`tokenPermission`: 'users read'), which a scope
 * may lend; a special route the scope it accepts (`tokenScope`: 'scim'). A route that says neither
 * is closed to every token.
 */
export function tokenMayCall(scopes: readonly TokenScope[], config: FastifyContextConfig): boolean {
  if (config.tokenScope) return scopes.includes(config.tokenScope);
  if (config.tokenPermission) return scopesLend(scopes, config.tokenPermission);
  return false;
}
