import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { loadPageRenderer, readTemplate, type PageRendererOptions } from './server-render.ts';

/**
 * Serves the built web app, each file in the brotli or gzip copy the build wrote beside it when
 * the browser accepts one. Hashed assets are cached for a year and looked up at request time
 * (a rebuild needs no restart); a missing asset is a 404, never index.html, which a browser would
 * refuse as a script. Every other path that is not an API call answers index.html for the client
 * router, with its first screen rendered on the server when the request carries a session
 * (server-render.ts): then never cached anywhere, as the API's answers are not.
 */
export async function installWebApp(
  app: FastifyInstance,
  webDist: string,
  rendering: PageRendererOptions,
): Promise<void> {
  const root = path.resolve(webDist);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'web app not built: only the API is served');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // The build writes .br and .gz beside each text file (apps/web/precompress.ts): sent as they are.
    preCompressed: true,
    setHeaders: (res, filePath) => res.header('cache-control', cacheControl(filePath)),
  });
  const renderPage = await loadPageRenderer(app, webDist, rendering);
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathName = request.url.split('?')[0] ?? '';
    if (pathName.startsWith('/api/')) return reply.callNotFound();
    // Built after the start (the static routes were listed then): looked up now; 404 when absent.
    if (pathName.startsWith('/assets/')) return reply.sendFile(pathName.slice(1));
    const rendered = renderPage && (await renderPage(request, await readTemplate(root)));
    if (rendered) {
      return reply
        .header('cache-control', 'no-store, private')
        .type('text/html; charset=utf-8')
        .send(rendered);
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}

const cacheControl = (filePath: string) =>
  filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
