import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/** Browser features no page of Atrium uses: denied, so an injected script cannot use them either. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=()';

/**
 * The headers every response carries: a strict Content Security Policy, HSTS only when the public
 * address is https (on plain http it would be ignored, or pin a host that has no certificate), a
 * Permissions-Policy, and `Cache-Control: no-store` on API answers, which hold personal data that
 * no shared or browser cache should keep. Routes that choose their own caching (file downloads,
 * pictures) keep it.
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl'>,
): Promise<void> {
  const https = config.publicUrl?.startsWith('https://') ?? false;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // MUI (emotion) injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
