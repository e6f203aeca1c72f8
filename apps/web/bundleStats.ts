import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** A page whose first JavaScript has a budget. */
export type PageBudget = {
  /** Its key in bundle-stats.json. */
  name: string;
  /** The lazily loaded modules the page shows at once, beside the entry (the route's screens). */
  modules: string[];
  /** What those files, gzipped, may weigh at most. */
  budgetGzipBytes: number;
  /**
   * Modules the page starts loading without waiting for them to show itself (the snackbars, the
   * sign-in form's validation): reported beside the budget, not counted in it.
   */
  alsoLoaded?: string[];
};

type OutputChunk = {
  type: 'chunk';
  fileName: string;
  code: string;
  imports: string[];
  isEntry: boolean;
  moduleIds: string[];
};
type OutputItem = OutputChunk | { type: 'asset'; fileName: string };
type FileSize = { file: string; bytes: number; gzipBytes: number };

const kib = (value: number) => `${(value / 1024).toFixed(1)} KiB`;
const total = (files: FileSize[], key: 'bytes' | 'gzipBytes') =>
  files.reduce((sum, file) => sum + file[key], 0);

/**
 * Writes `dist/bundle-stats.json` with, for each page, the JavaScript it needs before it can be
 * used: the entry, the chunks of its screens, and every chunk they import statically (what the
 * browser fetches at once, modulepreload included). Fails the build when a page is over budget.
 */
export function bundleStats(pages: PageBudget[]): Plugin {
  let outDir = 'dist';
  let root = '.';
  return {
    name: 'atrium-bundle-stats',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const chunks = new Map<string, OutputChunk>();
      for (const item of Object.values(bundle) as OutputItem[])
        if (item.type === 'chunk') chunks.set(item.fileName, item);
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) this.error('bundle stats: no entry chunk');

      const chunkOf = (module: string) => {
        const id = path.resolve(root, module);
        const chunk = [...chunks.values()].find((candidate) => candidate.moduleIds.includes(id));
        if (!chunk) this.error(`bundle stats: ${module} is in no chunk`);
        return chunk.fileName;
      };
      /** The files and every file they import statically, less those already `counted`. */
      const withImports = (fileNames: string[], counted = new Set<string>()): FileSize[] => {
        const needed = new Set<string>();
        const visit = (fileName: string) => {
          if (needed.has(fileName) || counted.has(fileName)) return;
          needed.add(fileName);
          for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
        };
        fileNames.forEach(visit);
        return [...needed].map((file) => {
          const code = chunks.get(file)?.code ?? '';
          return { file, bytes: Buffer.byteLength(code), gzipBytes: gzipSync(code, { level: 9 }).length };
        });
      };

      const over: string[] = [];
      const stats = Object.fromEntries(
        pages.map((page) => {
          const files = withImports([entry.fileName, ...page.modules.map(chunkOf)]);
          const also = withImports(
            (page.alsoLoaded ?? []).map(chunkOf),
            new Set(files.map((file) => file.file)),
          );
          const gzipBytes = total(files, 'gzipBytes');
          const line =
            `${page.name} initial JS: ${kib(gzipBytes)} gzip (${kib(total(files, 'bytes'))} raw, ` +
            `${files.length} files; budget ${kib(page.budgetGzipBytes)}), ` +
            `and ${kib(total(also, 'gzipBytes'))} gzip not waited for`;
          if (gzipBytes > page.budgetGzipBytes) over.push(line);
          else console.log(line);
          const figures = {
            gzipBytes,
            bytes: total(files, 'bytes'),
            budgetGzipBytes: page.budgetGzipBytes,
            files,
            alsoLoaded: { gzipBytes: total(also, 'gzipBytes'), files: also },
          };
          return [page.name, figures];
        }),
      );
      const sizes = [...chunks.values()]
        .map((chunk) => ({
          file: chunk.fileName,
          bytes: Buffer.byteLength(chunk.code),
          imports: chunk.imports,
        }))
        .sort((a, b) => b.bytes - a.bytes);
      writeFileSync(
        path.join(outDir, 'bundle-stats.json'),
        `${JSON.stringify({ pages: stats, chunks: sizes }, null, 2)}\n`,
      );
      if (over.length > 0) this.error(`OVER BUDGET:\n${over.join('\n')}`);
    },
  };
}
