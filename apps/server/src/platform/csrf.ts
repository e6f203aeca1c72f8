import type { FastifyInstance } from 'fastify';
import { forbidden } from './http-errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence by Fetch Metadata (OWASP CSRF cheat sheet): a state-changing call is refused when
 * the browser says it is cross-site, or when its Origin is not the app's own. Cookies are also
 * SameSite=Lax, so this is the second layer.
 */
export function installCsrfGuard(app: FastifyInstance, publicUrl: string | undefined): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden('crossSite');
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const own = publicUrl ?? `${request.protocol}://${request.headers.host ?? ''}`;
    const expected = originOf(own);
    if (expected === null || originOf(origin) !== expected) throw forbidden('crossSite');
  });
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
