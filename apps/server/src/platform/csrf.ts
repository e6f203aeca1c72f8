import { message } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import { forbidden } from './http-errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence by Fetch Metadata (OWASP CSRF cheat sheet): a state-changing call is refused when
 * the browser says it is cross-site, or when its Origin is none of the app's own: PUBLIC_URL's
 * (else the request's own host) and those of ALLOWED_ORIGINS, where the firm publishes the server
 * under several addresses. Cookies are also SameSite=Lax, so this is the second layer.
 */
export function installCsrfGuard(
  app: FastifyInstance,
  { publicUrl, allowedOrigins }: { publicUrl: string | undefined; allowedOrigins: readonly string[] },
): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden('crossSite');
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const own = originOf(publicUrl ?? `${request.protocol}://${request.headers.host ?? ''}`);
    const accepted = [...(own === null ? [] : [own]), ...allowedOrigins];
    if (!accepted.includes(originOf(origin) ?? '')) {
      // Says which addresses work and how to add one: the refusal a misconfigured deployment meets.
      throw forbidden(message('originRefused', { origin, allowed: accepted.join(', ') }));
    }
  });
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
