import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';

const api = (engine: 'pglite' | 'postgres'): TestProjectConfiguration => ({
  test: {
    name: `api-${engine}`,
    include: ['apps/server/src/**/*.test.ts', 'packages/contract/src/**/*.test.ts'],
    env: { TEST_ENGINE: engine },
    globalSetup: ['apps/server/src/test/database-template.ts'],
    // A worker keeps its imported modules from one test file to the next (each file still builds
    // its own app on its own database): importing Fastify, Drizzle and every area was a third of
    // the API suites' time. Server code keeps no state across apps but lazily read files.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest leaves a core free by default (one worker on CI's two cores); every test file has its
    // own database, app and temporary directories, so nothing stops them sharing the machine.
    maxWorkers: availableParallelism(),
    projects: [
      api('pglite'),
      // The same API suites again on a real PostgreSQL when CI provides one.
      ...(process.env.TEST_DATABASE_URL ? [api('postgres')] : []),
      ...(existsSync('apps/web/vitest.config.ts') ? ['apps/web/vitest.config.ts'] : []),
    ],
  },
});
