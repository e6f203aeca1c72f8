import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleStats } from './bundleStats.ts';
import { precompress } from './precompress.ts';

export default defineConfig({
  plugins: [react(), bundleStats('src/features/a12n/LoginPage.tsx'), precompress()],
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
    // The manifest maps source modules to files; bundle-stats.json (see bundleStats.ts) sizes the login page.
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
});
