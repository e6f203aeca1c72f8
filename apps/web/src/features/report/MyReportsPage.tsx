import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { reportObject, usersObject } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSelf } from '../../api/queries';
import { Spinner } from '../../layout/Spinner';
import { FacetChipGroups } from '../../lists/FacetChipGroups';
import { listSpecOf } from '../../lists/listFilters';
import { ListPageLayout } from '../../lists/ListPageLayout';
import { ListResults } from '../../lists/ListResults';
import { useObjectList } from '../../lists/useObjectList';
import { feedbackMessages } from './feedbackMessages';
import { reportFacetLabel } from './reportLabels';
import { ReportSummary } from './ReportSummary';

const PAGE_SIZE = 10;
const LIST = listSpecOf(reportObject);
const TITLES = { status: feedbackMessages.status, type: feedbackMessages.type };

/** `/my-reports`: the reports the caller sent, newest first, each with where it stands and the reply. */
export function MyReportsPage() {
  const self = useSelf(usersObject);
  if (self.isPending) return <Spinner />;
  return <MyReports authorId={self.data?.id ?? ''} />;
}

function MyReports({ authorId }: { authorId: string }) {
  const intl = useIntl();
  // The server shows an author their own reports only; the inbox's holders ask for their own too.
  const list = useObjectList(reportObject, LIST, { pageSize: PAGE_SIZE, params: { author: authorId } });
  return (
    <ListPageLayout
      title={<FormattedMessage {...feedbackMessages.myTitle} />}
      intro={<FormattedMessage {...feedbackMessages.myIntro} />}
      search={{
        label: intl.formatMessage(feedbackMessages.mySearch),
        value: list.filters.q,
        onSearch: list.search,
      }}
      filters={<FacetChipGroups {...list.faceted} titles={TITLES} labelOf={reportFacetLabel} />}
      activeFilters={list.activeFilters}
      filtersLabel={intl.formatMessage(feedbackMessages.filters)}
      resultsLabel={intl.formatMessage(feedbackMessages.results)}
    >
      <ListResults {...list.paged} total={feedbackMessages.total} empty={feedbackMessages.myEmpty}>
        {(reports) => (
          <Stack spacing={2}>
            {reports.map((report) => (
              <Paper key={report.id} variant="outlined" sx={{ p: 2 }} component="article">
                <ReportSummary report={report} />
              </Paper>
            ))}
          </Stack>
        )}
      </ListResults>
    </ListPageLayout>
  );
}
