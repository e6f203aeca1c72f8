// Builds the web app when its build is missing or older than its sources; `npm start` runs this
// before the server, which serves apps/web/dist.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'apps/web/dist/index.html');
const serverBuilt = path.join(root, 'apps/web/dist-server/entry-server.js');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/bundleStats.ts',
  'apps/web/precompress.ts',
  'apps/web/chunkGroups.ts',
  'packages/contract/src',
].map((entry) => path.join(root, entry));

/** The most recent modification time under `entry`, 0 when it does not exist. */
function newest(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (latest, name) => Math.max(latest, newest(path.join(entry, name))),
    stats.mtimeMs,
  );
}

const builtAt =
  existsSync(built) && existsSync(serverBuilt)
    ? Math.min(statSync(built).mtimeMs, statSync(serverBuilt).mtimeMs)
    : 0;
const changedAt = Math.max(...sources.map(newest));

if (builtAt > 0 && builtAt >= changedAt) {
  console.log('web app: build is up to date');
} else {
  console.log(builtAt === 0 ? 'web app: not built yet, building…' : 'web app: sources changed, rebuilding…');
  const result = spawnSync('npm', ['run', 'build', '--workspace', '@atrium/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('web app: build failed');
    process.exit(result.status ?? 1);
  }
}
