import type { ReactElement, ReactNode } from 'react';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Page } from '@atrium/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { LoadFailedAlert } from '../layout/LoadFailedAlert';
import { Spinner } from '../layout/Spinner';
import { ResultsTable } from './ResultsTable';

type Props<T> = {
  results: UseQueryResult<Page<T>>;
  /** '{count} credentials'. */
  total: MessageDescriptor;
  /** What an empty page says (SPEC's 'We are sorry!…'). */
  empty: MessageDescriptor;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The records of the page: cards, or with `columns` a `TableRow` each. */
  children: (records: T[]) => ReactNode;
  /** The records as a compact table (`ResultsTable`) under these headings. */
  columns?: readonly (MessageDescriptor | ReactElement)[];
  /** With `columns`: names the table where the page shows several. */
  tableLabel?: string | undefined;
};

/**
 * A list's results in every state: loading, failed (with a retry, never '0 results'), empty, and
 * the records with their count and paging.
 */
export function ListResults<T>({
  results,
  total,
  empty,
  page,
  pages,
  onPage,
  children,
  columns,
  tableLabel,
}: Props<T>) {
  if (results.isPending) return <Spinner />;
  if (results.isError) return <LoadFailedAlert onRetry={() => void results.refetch()} />;
  const { data, total: count } = results.data;
  return (
    <Stack spacing={1.5}>
      <Typography color="text.secondary">
        <FormattedMessage {...total} values={{ count }} />
      </Typography>
      {data.length === 0 ? (
        <Typography>
          <FormattedMessage {...empty} />
        </Typography>
      ) : columns ? (
        <ResultsTable columns={columns} label={tableLabel}>
          {children(data)}
        </ResultsTable>
      ) : (
        children(data)
      )}
      {pages > 1 && <Pagination count={pages} page={page} onChange={(_, next) => onPage(next)} />}
    </Stack>
  );
}
