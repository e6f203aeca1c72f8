import { useState } from 'react';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { reportObject } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '../../i18n/formatDate';
import { useLocale } from '../../i18n/useLocale';
import { FacetChipGroups } from '../../lists/FacetChipGroups';
import { listSpecOf } from '../../lists/listFilters';
import { ListPageLayout } from '../../lists/ListPageLayout';
import { ListResults } from '../../lists/ListResults';
import { useObjectList } from '../../lists/useObjectList';
import type { ReportRecord } from './feedbackApi';
import { feedbackMessages } from './feedbackMessages';
import { InboxReportDialog } from './InboxReportDialog';
import { reportFacetLabel } from './reportLabels';
import { reportMessages } from './reportMessages';
import { ReportStatusChip } from './ReportStatusChip';

const PAGE_SIZE = 20;
const LIST = listSpecOf(reportObject);
const TITLES = { status: feedbackMessages.status, type: feedbackMessages.type };
const COLUMNS = [
  feedbackMessages.description,
  feedbackMessages.author,
  feedbackMessages.status,
  feedbackMessages.assignee,
  reportMessages.page,
];
/** Reports arrive while one looks. */
const REFRESH_MS = 60_000;

/** `/feedback-inbox`: every report, newest first, filtered by status and type; each opens to be moved, assigned, answered. */
export function FeedbackInboxPage() {
  const intl = useIntl();
  const { language } = useLocale();
  const [open, setOpen] = useState<ReportRecord>();
  const list = useObjectList(reportObject, LIST, { pageSize: PAGE_SIZE, refetchInterval: REFRESH_MS });
  const name = (person: ReportRecord['author']) =>
    person ? `${person.first_name} ${person.last_name}` : intl.formatMessage(feedbackMessages.unknownAuthor);

  return (
    <ListPageLayout
      title={<FormattedMessage {...feedbackMessages.inboxTitle} />}
      intro={<FormattedMessage {...feedbackMessages.inboxIntro} />}
      search={{
        label: intl.formatMessage(feedbackMessages.inboxSearch),
        value: list.filters.q,
        onSearch: list.search,
      }}
      filters={<FacetChipGroups {...list.faceted} titles={TITLES} labelOf={reportFacetLabel} />}
      activeFilters={list.activeFilters}
      filtersLabel={intl.formatMessage(feedbackMessages.filters)}
      resultsLabel={intl.formatMessage(feedbackMessages.results)}
    >
      <ListResults
        {...list.paged}
        total={feedbackMessages.total}
        empty={feedbackMessages.inboxEmpty}
        columns={COLUMNS}
      >
        {(reports) =>
          reports.map((report) => (
            <TableRow key={report.id} hover>
              <TableCell sx={{ maxWidth: 360 }}>
                <Button
                  variant="text"
                  onClick={() => setOpen(report)}
                  sx={{ textAlign: 'left', textTransform: 'none', justifyContent: 'flex-start', p: 0 }}
                  aria-label={`${intl.formatMessage(feedbackMessages.open)}: ${report.description.slice(0, 80)}`}
                >
                  <Typography noWrap sx={{ maxWidth: 340 }}>
                    {report.description}
                  </Typography>
                </Button>
                <Typography variant="body2" color="text.secondary">
                  {intl.formatMessage(reportMessages[report.type])} ·{' '}
                  {formatDate(report.created_at, language, 'dateTime')}
                </Typography>
              </TableCell>
              <TableCell>{name(report.author)}</TableCell>
              <TableCell>
                <ReportStatusChip status={report.status} />
              </TableCell>
              <TableCell>
                {report.assignee ? name(report.assignee) : <FormattedMessage {...feedbackMessages.nobody} />}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{report.page}</TableCell>
            </TableRow>
          ))
        }
      </ListResults>
      {open && <InboxReportDialog report={open} onClose={() => setOpen(undefined)} />}
    </ListPageLayout>
  );
}
