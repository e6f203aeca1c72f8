import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { mailOutboxObject, type MailState, type MessageBody } from '@atrium/contract';
import { useMutation } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { c13sPath } from '../../api/c13s';
import { http } from '../../api/http';
import { usePermissions } from '../../api/usePermissions';
import { formatDate } from '../../i18n/formatDate';
import { useLocale } from '../../i18n/useLocale';
import { listSpecOf } from '../../lists/listFilters';
import { ListPageLayout } from '../../lists/ListPageLayout';
import { ListResults } from '../../lists/ListResults';
import { useListFilters } from '../../lists/useListFilters';
import { useObjectList } from '../../lists/useObjectList';
import { mailMessages } from './mailMessages';
import { useRefreshAfter } from '../../api/mutations';

const PAGE_SIZE = 20;
// The state is a filter of the address, shown as tabs; failures first, since they need someone.
const LIST = { ...listSpecOf(mailOutboxObject), facets: ['state'] as const };
const TABS: readonly MailState[] = ['failed', 'waiting', 'sent'];

/** `/mail-delivery`: administrators see what the outbox could not deliver, and send it again. */
export function MailDeliveryPage() {
  const intl = useIntl();
  const { language } = useLocale();
  const { can } = usePermissions();
  const refresh = useRefreshAfter();
  const [address] = useListFilters(LIST);
  const state = (address.facets.state[0] as MailState | undefined) ?? 'failed';
  const list = useObjectList(mailOutboxObject, LIST, { pageSize: PAGE_SIZE, facets: [], params: { state } });
  const { filters, setFilters } = list;
  const retry = useMutation({
    mutationFn: (id: string) => http.post<MessageBody>(c13sPath(mailOutboxObject, id, 'retry'), undefined),
    onSuccess: () => refresh('update', mailOutboxObject),
  });

  return (
    <ListPageLayout
      title={<FormattedMessage {...mailMessages.title} />}
      intro={<FormattedMessage {...mailMessages.intro} />}
      search={{ label: intl.formatMessage(mailMessages.search), value: filters.q, onSearch: list.search }}
      filters={
        <Alert severity="info">
          <FormattedMessage {...(state === 'failed' ? mailMessages.failedHelp : mailMessages.waitingHelp)} />
        </Alert>
      }
      filtersLabel={intl.formatMessage(mailMessages.filters)}
      resultsLabel={intl.formatMessage(mailMessages.results)}
    >
      <Tabs
        value={state}
        onChange={(_, next: MailState) =>
          setFilters({ ...filters, facets: { ...filters.facets, state: [next] }, page: 1 })
        }
        aria-label={intl.formatMessage(mailMessages.tabs)}
      >
        {TABS.map((tab) => (
          <Tab key={tab} value={tab} label={intl.formatMessage(mailMessages[tab])} />
        ))}
      </Tabs>
      <ListResults
        {...list.paged}
        total={mailMessages.total}
        empty={mailMessages.empty}
        columns={[mailMessages.to, mailMessages.subject, mailMessages.created, mailMessages.outcome]}
      >
        {(mails) =>
          mails.map((mail) => (
            <TableRow key={mail.id}>
              <TableCell sx={{ wordBreak: 'break-all' }}>{mail.to}</TableCell>
              <TableCell>{mail.subject}</TableCell>
              <TableCell>{formatDate(mail.created_at, language, 'dateTime')}</TableCell>
              <TableCell>
                <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                  <Typography variant="body2">
                    {mail.sent_at ? (
                      formatDate(mail.sent_at, language, 'dateTime')
                    ) : (
                      <FormattedMessage {...mailMessages.attempts} values={{ count: mail.attempts }} />
                    )}
                  </Typography>
                  {mail.last_error && !mail.sent_at && (
                    <Typography variant="body2" color="error">
                      {mail.last_error}
                    </Typography>
                  )}
                  {mail.state === 'failed' && can('mail', 'update') && (
                    <Button
                      size="small"
                      loading={retry.isPending && retry.variables === mail.id}
                      onClick={() => retry.mutate(mail.id)}
                    >
                      <FormattedMessage {...mailMessages.retry} />
                    </Button>
                  )}
                </Stack>
              </TableCell>
            </TableRow>
          ))
        }
      </ListResults>
    </ListPageLayout>
  );
}
