import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The web bench's reference: what a client-rendered page could score if its code cost nothing to
 * run. For each first bundle of apps/web/dist/bundle-stats.json, a page as empty as index.html
 * loads the same bytes (the bundle's scripts, gzip, as one comment in one script: no chain of
 * chunks, nothing to parse or evaluate), asks for its data (signed in: two API answers at once,
 * as the app's first two requests) and then writes a heading and a paragraph. Lighthouse on it
 * gives the floor the network alone sets for the real page's paint and score.
 */
export type FloorPage = { name: string; bundle: string; apiCalls: number; firstScriptOnly?: true };

export const FLOOR_PAGES: readonly FloorPage[] = [
  { name: 'sign-in, no work', bundle: 'loginPage', apiCalls: 0 },
  { name: 'signed in, no work', bundle: 'homePage', apiCalls: 2 },
  // Not a target: what evaluating the app's first script costs by itself (React, MUI, emotion,
  // the theme, the shell's modules), the share of a page's blocking time no screen can remove.
  { name: "the app's first script, evaluated only", bundle: 'loginPage', apiCalls: 0, firstScriptOnly: true },
];

const HTML = (script: string) =>
  `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><meta name="description" content="Atrium's bench reference" /><title>Reference</title><script type="module" src="${script}"></script></head><body><div id="root"></div></body></html>`;

const PARAGRAPH = 'Colleagues, credentials and solutions of the firm, in one place. '.repeat(6);

type BundleFiles = Record<string, { files: { file: string }[] }>;

function floorScript(webDist: string, bundles: BundleFiles, page: FloorPage): Buffer {
  const files = bundles[page.bundle]?.files;
  if (!files) throw new Error(`bundle-stats.json has no ${page.bundle}`);
  const bytes = files.map(({ file }) => readFileSync(path.join(webDist, file), 'utf8')).join('\n');
  const requests = Array.from(
    { length: page.apiCalls },
    (_, n) => `fetch('/api/${n}').then((r) => r.json())`,
  );
  return gzipSync(`/*${bytes.replaceAll('*/', '* /')}*/
await Promise.all([${requests.join(', ')}]);
document.getElementById('root').innerHTML = '<main><h1>Atrium</h1><p style="font-size:18px">${PARAGRAPH}</p></main>';
`);
}

/**
 * The built index.html with a heading and words in place of its #root: the browser loads and
 * evaluates the app's first script and what it imports, as for a real page, then main.tsx stops at
 * the missing root, drawing nothing.
 */
function firstScriptOnlyHtml(webDist: string): string {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  // Something to paint (Lighthouse needs a first paint): the other references' heading and words.
  return html.replace(
    '<div id="root"></div>',
    `<main><h1>Atrium</h1><p style="font-size:18px">${PARAGRAPH}</p></main>`,
  );
}

/** Serves every floor page at /<index>/ on a free loopback port, gzip as the real server sends. */
export async function startFloorServer(
  webDist: string,
): Promise<{ urls: Map<FloorPage, string>; close: () => Promise<void> }> {
  const { pages: bundles } = JSON.parse(readFileSync(path.join(webDist, 'bundle-stats.json'), 'utf8')) as {
    pages: BundleFiles;
  };
  const scripts = FLOOR_PAGES.map((page) => floorScript(webDist, bundles, page));
  const server: Server = createServer((request, response) => {
    const [, index, file] = /^\/(\d+)\/(app\.js)?$/.exec(request.url ?? '') ?? [];
    const script = index === undefined ? undefined : scripts[Number(index)];
    const asset = /^\/(?:\d+\/)?(assets\/[\w.-]+\.js)$/.exec(request.url ?? '')?.[1];
    if (asset) {
      const gzipped = path.join(webDist, `${asset}.gz`);
      const compressed = existsSync(gzipped);
      response.writeHead(200, {
        'content-type': 'text/javascript',
        ...(compressed ? { 'content-encoding': 'gzip' } : {}),
      });
      response.end(readFileSync(compressed ? gzipped : path.join(webDist, asset)));
    } else if (script && !file && FLOOR_PAGES[Number(index)]?.firstScriptOnly) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(firstScriptOnlyHtml(webDist));
    } else if (script && file) {
      response.writeHead(200, { 'content-type': 'text/javascript', 'content-encoding': 'gzip' });
      response.end(script);
    } else if (script) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(HTML(`/${index}/app.js`));
    } else if (request.url?.startsWith('/api/')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"ok":true}');
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the reference server has no port');
  const urls = new Map(FLOOR_PAGES.map((page, n) => [page, `http://127.0.0.1:${address.port}/${n}/`]));
  return { urls, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
