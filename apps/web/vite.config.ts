import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleStats, type PageBudget } from './bundleStats.ts';
import { firstScreenChunks } from './chunkGroups.ts';
import { compileMessages } from './compileMessages.ts';
import { precompress } from './precompress.ts';

const KIB = 1024;
const LOGIN_PAGE = 'src/features/a12n/LoginPage.tsx';
const SIGNED_IN_APP = 'src/SignedInApp.tsx';
const SNACKBARS = 'src/layout/NotificationHost.tsx';
const root = import.meta.dirname;

/** Issue 17: what a phone downloads before the sign-in page, and the home page, can be used. */
const BUDGETS: PageBudget[] = [
  {
    name: 'loginPage',
    modules: [LOGIN_PAGE],
    budgetGzipBytes: 170 * KIB,
    // Its snackbars load once something is to be said, its validation once the form is focused
    // (issue 46: ≤ 170 KiB in all as the page loads): neither as the page loads.
    alsoLoaded: [],
  },
  {
    name: 'homePage',
    modules: [SIGNED_IN_APP, 'src/features/home/HomePage.tsx'],
    budgetGzipBytes: 250 * KIB,
    alsoLoaded: [SNACKBARS],
  },
];

/**
 * The first screen rendered on the server (issue 34): `src/entry-server.tsx` built for Node into
 * `dist-server/`, outside what the server serves, every dependency bundled in (the server's image
 * carries none of the web's packages). The same messages compiled, nothing sized or compressed.
 */
const serverRenderingBuild = defineConfig({
  plugins: [react(), ...compileMessages(root)],
  resolve: { dedupe: ['react', 'react-dom', '@emotion/react', '@emotion/styled'] },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: false,
    target: 'node22',
  },
});

const browserBuild = defineConfig({
  plugins: [react(), ...compileMessages(root), bundleStats(BUDGETS), precompress()],
  resolve: {
    // One copy of React and emotion whatever path a dependency comes from: two copies break hooks and themes.
    dedupe: ['react', 'react-dom', '@emotion/react', '@emotion/styled'],
  },
  server: {
    port: 5173,
    // The API started beside it by scripts/dev.mjs, on the same PORT. Host stays the dev server's,
    // so the API's CSRF check sees the page's own origin.
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.PORT ?? 3000}`, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest maps source modules to files; bundle-stats.json (see bundleStats.ts) sizes the pages.
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Every browser Atrium supports preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            ...firstScreenChunks(root, {
              entry: 'src/main.tsx',
              signIn: LOGIN_PAGE,
              signedIn: SIGNED_IN_APP,
              beside: [SNACKBARS],
            }),
            // The parts every list page shares (filters, results, paging, tables), as one file: each
            // extra file name lengthens the preload map the entry chunk carries to every first
            // visit. The people searches' own widgets (lists/people) go with the two pages that use
            // them, the data grid (lists/grid, MUI X) with the managing tools alone.
            {
              name: 'list-pages',
              test: /\/src\/lists\/(?!people\/|grid\/)/,
              includeDependenciesRecursively: false,
            },
            // The record dialogs and alerts of detail pages and the home's wall, apart from the
            // lists': home would otherwise load every list's tables and paging with them.
            {
              name: 'pages-shared',
              test: /\/src\/(layout\/(LoadFailedAlert|RecordUnavailable|ConfirmDeleteDialog|RecordHeader|FlagSwitch|CardGrid)\.tsx|forms\/(FormDialog|FormDialogActions|RecordDialog|RepeatedFieldset|recordForm|FormTextField|FormDateField|formIssues)\.tsx?)/,
              includeDependenciesRecursively: false,
            },
            // The mentorship screens as one file: three routes, one name in the preload map.
            {
              name: 'mentorship',
              test: /\/src\/features\/mentorship\//,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});

export default defineConfig((env) => (env.isSsrBuild ? serverRenderingBuild : browserBuild));
