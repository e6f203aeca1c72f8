import { describe, expect, it } from 'vitest';
import { createRenderBudget } from './render-budget.ts';

describe('the per-person render budget', () => {
  it('gives a person a burst, then a few renders a second, and others their own share', () => {
    let time = 0;
    const budget = createRenderBudget({ burst: 4, perSecond: 2, now: () => time });
    expect(Array.from({ length: 5 }, () => budget.take('emma'))).toEqual([true, true, true, true, false]);
    expect(budget.take('karim')).toBe(true);
    time = 400;
    expect(budget.take('emma')).toBe(false);
    time = 500;
    expect(budget.take('emma')).toBe(true);
    expect(budget.take('emma')).toBe(false);
    time = 60_000;
    expect(Array.from({ length: 5 }, () => budget.take('emma'))).toEqual([true, true, true, true, false]);
  });
});
