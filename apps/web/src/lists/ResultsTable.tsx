import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';

type Props = {
  /** Each column's heading: its words, or a cell of its own (a column that sorts). */
  columns: readonly (MessageDescriptor | ReactElement)[];
  /** Names the table where the page shows several. */
  label?: string | undefined;
  /** The rows, one `TableRow` a record. */
  children: ReactNode;
};

/** A page of records as a compact table (inside `ListResults`): the headings, then the rows. */
export function ResultsTable({ columns, label, children }: Props) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column, index) =>
              isValidElement(column) ? (
                <Fragment key={index}>{column}</Fragment>
              ) : (
                <TableCell key={index}>
                  <FormattedMessage {...column} />
                </TableCell>
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
