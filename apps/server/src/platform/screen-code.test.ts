import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../test/temp-dirs.ts';
import { manifestReader, screenCode, type WebManifest } from './screen-code.ts';

/** A build's manifest as Vite writes it: the entry, a screen, the chunks they share. */
const MANIFEST: WebManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_runtime-2.js', '_common-3.js'] },
  '_runtime-2.js': { file: 'assets/runtime-2.js' },
  '_common-3.js': { file: 'assets/common-3.js', imports: ['_runtime-2.js'] },
  'src/SignedInApp.tsx': {
    file: 'assets/SignedInApp-4.js',
    imports: ['_runtime-2.js', 'index.html', '_contract-5.js', '_common-3.js'],
  },
  '_contract-5.js': { file: 'assets/contract-5.js', imports: ['_zod-6.js'] },
  '_zod-6.js': { file: 'assets/zod-6.js' },
  'src/features/home/HomePage.tsx': {
    file: 'assets/HomePage-7.js',
    imports: ['_contract-5.js', '_wall-8.js'],
  },
  '_wall-8.js': { file: 'assets/wall-8.js', imports: ['_zod-6.js'] },
  'src/Hostile.tsx': { file: 'assets/x"><script>alert(1)</script>.js' },
};

describe('the code a server-drawn screen runs, listed in its page', () => {
  it('lists its modules and all they import, once each, each after what it imports', () => {
    expect(screenCode(MANIFEST, ['src/SignedInApp.tsx', 'src/features/home/HomePage.tsx'])).toEqual([
      '/assets/zod-6.js',
      '/assets/contract-5.js',
      '/assets/SignedInApp-4.js',
      '/assets/wall-8.js',
      '/assets/HomePage-7.js',
    ]);
  });

  it('leaves out what index.html loads already, a module the build does not know and a file name it would not write', () => {
    expect(screenCode(MANIFEST, ['index.html', '_common-3.js', 'src/Gone.tsx', 'src/Hostile.tsx'])).toEqual(
      [],
    );
  });
});

describe("the build's manifest", () => {
  const tempDir = useTempDirs('manifest');

  it('is read again when a new build writes it, and is absent without one', async () => {
    const dist = tempDir();
    const read = manifestReader(dist);
    expect(await read()).toBeUndefined();
    mkdirSync(path.join(dist, '.vite'));
    const file = path.join(dist, '.vite', 'manifest.json');
    const write = (manifest: WebManifest, at: number) => {
      writeFileSync(file, JSON.stringify(manifest));
      utimesSync(file, at, at);
    };
    write({ 'index.html': { file: 'assets/index-1.js', isEntry: true } }, 1_000);
    expect(Object.keys((await read()) ?? {})).toEqual(['index.html']);
    write({ 'index.html': { file: 'assets/index-2.js', isEntry: true } }, 2_000);
    expect((await read())?.['index.html']?.file).toBe('assets/index-2.js');
  });
});
