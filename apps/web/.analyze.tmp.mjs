import { build } from 'vite';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
const stats = JSON.parse(readFileSync('dist/bundle-stats.json', 'utf8'));
const out = await build({ root: process.cwd(), logLevel: 'silent', build: { write: false } });
const outputs = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output);
const want = new Set(stats.loginPageInitialJs.files.map((f) => f.file.replace(/-[\w-]{8}\.js$/, '')));
const pk = {};
for (const c of outputs) {
  if (c.type !== 'chunk' || !want.has(c.fileName.replace(/-[\w-]{8}\.js$/, ''))) continue;
  for (const [id, m] of Object.entries(c.modules)) {
    const parts = id.replace(/.*node_modules\//, '').split('/');
    const key = id.includes('node_modules')
      ? parts.slice(0, parts[0].startsWith('@') ? 2 : 1).join('/')
      : id.replace(/.*\/(apps|packages)\//, '$1/');
    pk[key] = (pk[key] ?? '') + (m.code ?? '');
  }
}
const rows = Object.entries(pk)
  .map(([k, code]) => [k, gzipSync(code).length])
  .sort((a, b) => b[1] - a[1]);
let total = 0;
for (const [, v] of rows) total += v;
console.log('total(sum of per-package gz)', (total / 1024).toFixed(1));
console.log(
  rows
    .slice(0, 16)
    .map(([k, v]) => `${k}:${(v / 1024).toFixed(1)}`)
    .join('  '),
);
const mui = {};
for (const c of outputs) {
  if (c.type !== 'chunk' || !want.has(c.fileName.replace(/-[\w-]{8}\.js$/, ''))) continue;
  for (const [id, m] of Object.entries(c.modules))
    if (id.includes('@mui/material/')) {
      const k = id.split('@mui/material/')[1].split('/')[0];
      mui[k] = (mui[k] ?? 0) + (m.renderedLength ?? 0);
    }
}
console.log(
  Object.entries(mui)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 40)
    .map(([k, v]) => `${k}:${(v / 1024).toFixed(1)}`)
    .join('  '),
);
