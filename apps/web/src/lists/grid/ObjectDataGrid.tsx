import { useCallback, useMemo } from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
  useGridApiRef,
} from '@mui/x-data-grid';
import { frFR } from '@mui/x-data-grid/locales';
import type { Page } from '@atrium/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { LoadFailedAlert } from '../../layout/LoadFailedAlert';
import type { ListFilters, ListSort } from '../listFilters';
import {
  GRID_PAGE_SIZES,
  GRID_PARAMS,
  hiddenParam,
  sortModelOf,
  sortOfModel,
  visibilityOf,
} from './gridAddress';

/** The list as `useObjectList` gives it: its page of records, filters and sort in the address. */
export type GridList<Row, Facet extends string, SortField extends string> = {
  paged: { results: UseQueryResult<Page<Row>> };
  filters: ListFilters<Facet, SortField>;
  setFilters: (next: ListFilters<Facet, SortField>) => void;
  sort: ListSort<SortField> | undefined;
};

type Props<Row extends GridValidRowModel & { id: string }, Facet extends string, SortField extends string> = {
  list: GridList<Row, Facet, SortField>;
  columns: readonly GridColDef<Row>[];
  /** The sorts the object declares; a column sorts by its own field or the one `sortBy` names. */
  sorts: readonly SortField[];
  sortBy?: Partial<Record<string, SortField>>;
  pageSize: number;
  /** Names the grid for assistive technologies. */
  label: string;
  /** What an empty result says. */
  emptyLabel: string;
  /** Rows chosen for a bulk action (ids), when the grid offers choosing. */
  selection?: { selected: readonly string[]; onChange: (ids: string[]) => void };
};

/** The chosen ids: those named, or with "all" chosen in the header, the shown rows but those named. */
function selectedIds(model: GridRowSelectionModel, shown: readonly (string | number)[]): string[] {
  if (model.type === 'include') return [...model.ids].map(String);
  return shown.filter((id) => !model.ids.has(id)).map(String);
}

/**
 * A declared object's list as a data grid, everything done by the server: paging, sorting (the
 * object's declared sorts), and columns shown or hidden, all kept in the address beside the
 * list's filters so a view can be shared. Filters stay beside the grid (facets), not in it.
 */
export function ObjectDataGrid<
  Row extends GridValidRowModel & { id: string },
  Facet extends string,
  SortField extends string,
>({
  list,
  columns,
  sorts,
  sortBy = {},
  pageSize,
  label,
  emptyLabel,
  selection,
}: Props<Row, Facet, SortField>) {
  const intl = useIntl();
  const apiRef = useGridApiRef();
  const [search, setSearch] = useSearchParams();
  const { results } = list.paged;
  const { filters, setFilters } = list;

  const sortOf = useCallback(
    (column: string) => {
      const field = sortBy[column] ?? column;
      return (sorts as readonly string[]).includes(field) ? (field as SortField) : undefined;
    },
    [sortBy, sorts],
  );
  const columnOf = useCallback(
    (field: string) => Object.entries(sortBy).find(([, sort]) => sort === field)?.[0] ?? field,
    [sortBy],
  );
  const gridColumns = useMemo(
    () => columns.map((column) => ({ ...column, sortable: sortOf(column.field) !== undefined })),
    [columns, sortOf],
  );

  const setParam = (name: string, value: string, resetPage: boolean) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      if (resetPage) next.delete('page');
      return next;
    });

  const onPagination = (model: GridPaginationModel) => {
    if (model.pageSize !== pageSize) setParam(GRID_PARAMS.size, String(model.pageSize), true);
    else setFilters({ ...filters, page: model.page + 1 });
  };
  const onSort = (model: GridSortModel) =>
    setFilters({ ...filters, sort: sortOfModel(model, sortOf), page: 1 });
  const onVisibility = (model: GridColumnVisibilityModel) =>
    setParam(GRID_PARAMS.hidden, hiddenParam(model), false);
  const selectionModel: GridRowSelectionModel = { type: 'include', ids: new Set(selection?.selected ?? []) };

  const rows = results.data?.data ?? [];
  if (results.isError) return <LoadFailedAlert onRetry={() => void results.refetch()} />;
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <DataGrid<Row>
        apiRef={apiRef}
        label={label}
        rows={rows}
        rowCount={results.data?.total ?? 0}
        columns={gridColumns}
        loading={results.isFetching}
        paginationMode="server"
        sortingMode="server"
        paginationModel={{ page: filters.page - 1, pageSize }}
        onPaginationModelChange={onPagination}
        pageSizeOptions={[...GRID_PAGE_SIZES]}
        sortModel={sortModelOf(list.sort ?? '', columnOf)}
        onSortModelChange={onSort}
        columnVisibilityModel={visibilityOf(search)}
        onColumnVisibilityModelChange={onVisibility}
        disableColumnFilter
        showToolbar
        checkboxSelection={Boolean(selection)}
        keepNonExistentRowsSelected
        rowSelectionModel={selectionModel}
        // "All" means the rows on screen, which the grid holds: a render still in progress (the
        // router renders a new filter in a transition) may already have passed it other rows.
        onRowSelectionModelChange={(model) =>
          selection?.onChange(selectedIds(model, apiRef.current?.getAllRowIds() ?? []))
        }
        disableRowSelectionOnClick
        getRowHeight={() => 'auto'}
        localeText={{
          ...(intl.locale.startsWith('fr') ? frFR.components.MuiDataGrid.defaultProps.localeText : {}),
          noRowsLabel: emptyLabel,
        }}
        sx={{ '& .MuiDataGrid-cell': { py: 1 } }}
      />
    </Box>
  );
}
