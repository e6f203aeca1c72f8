// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatFileSize } from './formatFileSize';

describe('file sizes', () => {
  it('reads in the interface language', () => {
    expect(formatFileSize(2048, 'en')).toBe('2 kB');
    // French puts a narrow no-break space before the unit.
    expect(formatFileSize(2048, 'fr')).toBe('2\u202fko');
    expect(formatFileSize(1.5 * 1024 * 1024, 'en')).toBe('1.5 MB');
    expect(formatFileSize(1.5 * 1024 * 1024, 'fr')).toBe('1,5\u202fMo');
  });

  it('never shows a file as empty or smaller than it is', () => {
    expect(formatFileSize(10, 'en')).toBe('1 kB');
    expect(formatFileSize(1025, 'en')).toBe('2 kB');
  });
});
