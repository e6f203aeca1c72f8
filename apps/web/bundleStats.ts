import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The login page's first JavaScript must stay under this, gzipped (issue "Web shell"). */
export const LOGIN_JS_BUDGET_BYTES = 200 * 1024;

type OutputChunk = {
  type: 'chunk';
  fileName: string;
  code: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
};
type OutputItem = OutputChunk | { type: 'asset'; fileName: string };

/**
 * Writes `dist/bundle-stats.json` with the JavaScript the login page needs before it can be used:
 * the entry, the login screen's chunk, and every chunk they import statically (what the browser
 * fetches at once, modulepreload included). Prints the gzip total and warns over the budget.
 */
export function bundleStats(loginModule: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'atrium-bundle-stats',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const chunks = new Map<string, OutputChunk>();
      for (const item of Object.values(bundle) as OutputItem[])
        if (item.type === 'chunk') chunks.set(item.fileName, item);
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      const login = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith(loginModule));
      if (!entry || !login) {
        this.warn(`bundle stats: entry or ${loginModule} chunk not found`);
        return;
      }
      const needed = new Set<string>();
      const visit = (fileName: string) => {
        if (needed.has(fileName)) return;
        needed.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
      };
      visit(entry.fileName);
      visit(login.fileName);

      const files = [...needed].map((fileName) => {
        const code = chunks.get(fileName)?.code ?? '';
        return {
          file: fileName,
          bytes: Buffer.byteLength(code),
          gzipBytes: gzipSync(code, { level: 9 }).length,
        };
      });
      const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
      const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
      const stats = {
        loginPageInitialJs: { bytes, gzipBytes, budgetGzipBytes: LOGIN_JS_BUDGET_BYTES, files },
        chunks: [...chunks.values()]
          .map((chunk) => ({
            file: chunk.fileName,
            bytes: Buffer.byteLength(chunk.code),
            imports: chunk.imports,
          }))
          .sort((a, b) => b.bytes - a.bytes),
      };
      writeFileSync(path.join(outDir, 'bundle-stats.json'), `${JSON.stringify(stats, null, 2)}\n`);
      const kb = (value: number) => `${(value / 1024).toFixed(1)} KB`;
      const line = `login page initial JS: ${kb(gzipBytes)} gzip (${kb(bytes)} raw, ${files.length} files; budget ${kb(LOGIN_JS_BUDGET_BYTES)})`;
      if (gzipBytes > LOGIN_JS_BUDGET_BYTES) this.warn(`${line} — OVER BUDGET`);
      else console.log(line);
    },
  };
}
