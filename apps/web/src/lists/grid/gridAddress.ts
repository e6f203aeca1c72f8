import type { GridColumnVisibilityModel, GridSortModel } from '@mui/x-data-grid';
import type { ListSort } from '../listFilters';

/** The address parameters a data grid keeps beside its list's filters: hidden columns and page size. */
export const GRID_PARAMS = { hidden: 'hide', size: 'size' } as const;
export const GRID_PAGE_SIZES = [25, 50, 100] as const;

/** `?size=` as one of the offered sizes, else the first. */
export function pageSizeOf(search: URLSearchParams): number {
  const asked = Number(search.get(GRID_PARAMS.size));
  return (GRID_PAGE_SIZES as readonly number[]).includes(asked) ? asked : GRID_PAGE_SIZES[0];
}

/** `?hide=grade,hub` ↔ the grid's visibility model (columns not named are shown). */
export function visibilityOf(search: URLSearchParams): GridColumnVisibilityModel {
  const hidden = (search.get(GRID_PARAMS.hidden) ?? '').split(',').filter(Boolean);
  return Object.fromEntries(hidden.map((field) => [field, false]));
}

export function hiddenParam(model: GridColumnVisibilityModel): string {
  return Object.entries(model)
    .filter(([, visible]) => !visible)
    .map(([field]) => field)
    .sort()
    .join(',');
}

/**
 * A list's sort as the grid shows it: `-grade` is the grade column descending. A column sorts by
 * the field of `sortOf` (the name column by last name).
 */
export function sortModelOf(sort: string, columnOf: (sortField: string) => string): GridSortModel {
  if (!sort) return [];
  const descending = sort.startsWith('-');
  const field = descending ? sort.slice(1) : sort;
  return [{ field: columnOf(field), sort: descending ? 'desc' : 'asc' }];
}

export function sortOfModel<SortField extends string>(
  model: GridSortModel,
  sortOf: (column: string) => SortField | undefined,
): ListSort<SortField> {
  const [first] = model;
  const field = first && sortOf(first.field);
  if (!first || !field) return '';
  return first.sort === 'desc' ? `-${field}` : field;
}
