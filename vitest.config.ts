import { existsSync } from 'node:fs';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';

const api = (engine: 'pglite' | 'postgres'): TestProjectConfiguration => ({
  test: {
    name: `api-${engine}`,
    include: ['apps/server/src/**/*.test.ts', 'packages/contract/src/**/*.test.ts'],
    env: { TEST_ENGINE: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      api('pglite'),
      // The same API suites again on a real PostgreSQL when CI provides one.
      ...(process.env.TEST_DATABASE_URL ? [api('postgres')] : []),
      ...(existsSync('apps/web/vitest.config.ts') ? ['apps/web/vitest.config.ts'] : []),
    ],
  },
});
