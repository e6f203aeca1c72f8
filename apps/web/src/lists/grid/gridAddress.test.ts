import { describe, expect, it } from 'vitest';
import { hiddenParam, pageSizeOf, sortModelOf, sortOfModel, visibilityOf } from './gridAddress';

describe('a data grid in the address', () => {
  it('reads the page size among those offered, else the first', () => {
    expect(pageSizeOf(new URLSearchParams('size=50'))).toBe(50);
    expect(pageSizeOf(new URLSearchParams('size=7'))).toBe(25);
    expect(pageSizeOf(new URLSearchParams(''))).toBe(25);
  });

  it('keeps hidden columns as one sorted parameter, and reads them back', () => {
    expect(hiddenParam({ hub: false, grade: false, name: true })).toBe('grade,hub');
    expect(visibilityOf(new URLSearchParams('hide=grade,hub'))).toEqual({ grade: false, hub: false });
    expect(visibilityOf(new URLSearchParams(''))).toEqual({});
  });

  it("turns the list's sort into the grid's, through the column that sorts by it, and back", () => {
    const columnOf = (field: string) => (field === 'last_name' ? 'name' : field);
    const sortOf = (column: string) =>
      column === 'name' ? 'last_name' : column === 'grade' ? 'grade' : undefined;
    expect(sortModelOf('-last_name', columnOf)).toEqual([{ field: 'name', sort: 'desc' }]);
    expect(sortModelOf('', columnOf)).toEqual([]);
    expect(sortOfModel([{ field: 'name', sort: 'asc' }], sortOf)).toBe('last_name');
    expect(sortOfModel([{ field: 'grade', sort: 'desc' }], sortOf)).toBe('-grade');
    expect(sortOfModel([{ field: 'email', sort: 'asc' }], sortOf)).toBe('');
    expect(sortOfModel([], sortOf)).toBe('');
  });
});
