import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

/** One app on a fresh database for the whole test file; `ctx()` gives it to the tests. */
export function useTestApp(env: Record<string, string> = {}): () => TestApp {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await createTestApp(env);
  });
  afterAll(async () => {
    await testApp?.close();
  });
  return () => {
    if (!testApp) throw new Error('the test app is not ready');
    return testApp;
  };
}
