import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { CompletionRateRow } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router';
import { completionMessages } from './completionMessages';
import { RateBar } from './RateBar';

type Props = {
  rows: CompletionRateRow[];
  /** The dimension's name, as the first column's heading. */
  dimension: string;
  /** The address of a row's people. */
  rowLink: (row: CompletionRateRow) => string;
};

const share = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

/**
 * One line per value of the dimension, lowest average first. The whole row opens its people on a
 * click; the name is a link, so the keyboard and screen readers reach the same place.
 */
export function RatesTable({ rows, dimension, rowLink }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <TableContainer>
      <Table size="small" aria-label={intl.formatMessage(completionMessages.ratesTable, { dimension })}>
        <TableHead>
          <TableRow>
            <TableCell>{dimension}</TableCell>
            <TableCell align="right">
              <FormattedMessage {...completionMessages.peopleAxis} />
            </TableCell>
            <TableCell sx={{ minWidth: { sm: 160 } }}>
              <FormattedMessage {...completionMessages.averageRate} />
            </TableCell>
            <TableCell align="right">
              <FormattedMessage {...completionMessages.complete} />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const label = row.label ?? intl.formatMessage(completionMessages.notSet);
            const to = rowLink(row);
            return (
              <TableRow
                key={row.key ?? ''}
                hover
                onClick={() => void navigate(to)}
                sx={{ cursor: 'pointer' }}
              >
                <TableCell component="th" scope="row">
                  <Link
                    component={RouterLink}
                    to={to}
                    // The row navigates already: one move, not two history entries.
                    onClick={(event) => event.stopPropagation()}
                    aria-label={intl.formatMessage(completionMessages.openRow, { label })}
                    sx={row.key === null ? { fontStyle: 'italic' } : undefined}
                  >
                    {label}
                  </Link>
                </TableCell>
                <TableCell align="right">{intl.formatNumber(row.people)}</TableCell>
                <TableCell>
                  <RateBar rate={row.average_rate} />
                </TableCell>
                <TableCell align="right">
                  {intl.formatMessage(completionMessages.percent, { value: share(row.complete, row.people) })}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
