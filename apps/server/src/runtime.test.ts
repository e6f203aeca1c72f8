import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const source = path.dirname(fileURLToPath(import.meta.url));
/**
 * Modules that act as soon as they load (start the server, run the CLI, serve a render thread's
 * port): the e2e suite starts main.ts and, through it, the render threads.
 */
const entryPoints = new Set([
  'main.ts',
  path.join('platform', 'page-render-worker.ts'),
  ...['create-admin.ts', 'backup.ts', 'restore.ts', 'cv-template-sample.ts'].map((cli) =>
    path.join('cli', cli),
  ),
]);

/** Every module production loads: the server's source without tests, test helpers and entry points. */
function productionModules(): string[] {
  return readdirSync(source, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => !file.split(path.sep).some((dir) => dir === 'test' || dir === 'testing'))
    .filter((file) => !entryPoints.has(file))
    .map((file) => path.join(source, file));
}

describe('runtime', () => {
  it('runs on Node 22 or later (Node 24 LTS from package-lock.json on Linux)', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(22);
  });

  it('loads every server module with plain node and no loader, as `npm start` runs it', async () => {
    const modules = productionModules();
    expect(modules.length).toBeGreaterThan(50);
    const program = modules.map((file) => `await import(${JSON.stringify(pathToFileURL(file).href)});`);
    // Vitest transforms TypeScript itself; a separate node shows what Node's own type stripping
    // and resolution accept (no enum, no parameter property, imports naming the .ts file).
    const { stderr } = await promisify(execFile)(
      process.execPath,
      ['--input-type=module', '--eval', program.join('\n')],
      { cwd: source },
    );
    expect(stderr).toBe('');
  });
});
