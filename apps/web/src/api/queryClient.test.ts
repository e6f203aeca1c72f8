// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HttpError } from './HttpError';
import { createQueryClient, REFETCH_INTERVAL_MS, shouldRetry } from './queryClient';

describe('query policy (SPEC.md §4, §9)', () => {
  it('refetches every 30 minutes, not on focus, and never counts the cache stale', () => {
    const options = createQueryClient().getDefaultOptions().queries;
    expect(REFETCH_INTERVAL_MS).toBe(1_800_000);
    expect(options?.refetchInterval).toBe(REFETCH_INTERVAL_MS);
    expect(options?.refetchOnWindowFocus).toBe(false);
    expect(options?.staleTime).toBe(Infinity);
  });

  it('retries a failure once', () => {
    expect(shouldRetry(0, new HttpError(503, undefined, { msg: 'down' }))).toBe(true);
    expect(shouldRetry(0, new HttpError(0, undefined, { msg: 'offline' }))).toBe(true);
    expect(shouldRetry(1, new HttpError(503, undefined, { msg: 'down' }))).toBe(false);
  });

  it('retries an answer the server gave on purpose too, but not a lost session', () => {
    expect(shouldRetry(0, new HttpError(404, undefined, { msg: 'Not found' }))).toBe(true);
    expect(shouldRetry(0, new HttpError(403, undefined, { msg: 'Forbidden' }))).toBe(true);
    expect(shouldRetry(1, new HttpError(404, undefined, { msg: 'Not found' }))).toBe(false);
    expect(shouldRetry(0, new HttpError(401, undefined, { msg: 'Unauthorized' }, true))).toBe(false);
  });
});
