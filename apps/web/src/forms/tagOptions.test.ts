// @vitest-environment node
import { TAG_NAME_MAX } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { tagOptions, withinMax } from './tagOptions';

describe('the tag picker’s options', () => {
  it('offers the suggestions not chosen yet', () => {
    expect(
      tagOptions({
        suggestions: ['Python', 'PySpark', 'PyTorch'],
        chosen: ['pyspark'],
        typed: 'pyt',
        max: 10,
      }),
    ).toEqual([
      { name: 'Python', isNew: false },
      { name: 'PyTorch', isNew: false },
      { name: 'pyt', isNew: true },
    ]);
    expect(tagOptions({ suggestions: ['Python', 'Rust'], chosen: [], typed: '', max: 10 })).toEqual([
      { name: 'Python', isNew: false },
      { name: 'Rust', isNew: false },
    ]);
  });

  it('offers to enter a text that matches no tag as a new item', () => {
    expect(tagOptions({ suggestions: [], chosen: [], typed: '  Quantum   computing ', max: 10 })).toEqual([
      { name: 'Quantum computing', isNew: true },
    ]);
    expect(tagOptions({ suggestions: ['Kubernetes'], chosen: [], typed: 'Kube', max: 10 })).toEqual([
      { name: 'Kubernetes', isNew: false },
      { name: 'Kube', isNew: true },
    ]);
  });

  it('offers no new item for a tag that exists or is chosen already, whatever the case', () => {
    expect(tagOptions({ suggestions: ['Python'], chosen: [], typed: 'python', max: 10 })).toEqual([
      { name: 'Python', isNew: false },
    ]);
    expect(tagOptions({ suggestions: [], chosen: ['Python'], typed: 'PYTHON', max: 10 })).toEqual([]);
    expect(tagOptions({ suggestions: [], chosen: [], typed: 'x'.repeat(TAG_NAME_MAX + 1), max: 10 })).toEqual(
      [],
    );
  });

  it('offers nothing once the maximum of the type is reached', () => {
    expect(tagOptions({ suggestions: ['Python'], chosen: ['A', 'B'], typed: 'Rust', max: 2 })).toEqual([]);
  });

  it('keeps a list within its maximum, without repeats', () => {
    expect(withinMax(['Go', 'go ', 'Rust', 'Zig'], 2)).toEqual(['Go', 'Rust']);
  });
});
