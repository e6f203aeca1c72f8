import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  NEWCOMER_STATUSES,
  newcomersObject,
  usersObject,
  type MessageBody,
  type NewcomerStatus,
  type RecordOf,
} from '@atrium/contract';
import { useMutation } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { c13sPath } from '../../api/c13s';
import { useCardinalities } from '../../api/queries';
import { http } from '../../api/http';
import { usePermissions } from '../../api/usePermissions';
import { formatDate } from '../../i18n/formatDate';
import { useLocale } from '../../i18n/useLocale';
import { ConfirmDeleteDialog } from '../../layout/ConfirmDeleteDialog';
import { FacetChipGroups } from '../../lists/FacetChipGroups';
import { listSpecOf } from '../../lists/listFilters';
import { ExportMenu } from '../../lists/export/ExportMenu';
import { ListPageLayout } from '../../lists/ListPageLayout';
import { ListResults } from '../../lists/ListResults';
import { useListFilters } from '../../lists/useListFilters';
import { useObjectList } from '../../lists/useObjectList';
import { NewcomerDialog } from './NewcomerDialog';
import { newcomersMessages } from './newcomersMessages';
import { RevokeLinkButton } from './RevokeLinkButton';
import { useSendWelcomeLink } from './welcomeLink';
import { useRefreshAfter } from '../../api/mutations';

type Newcomer = RecordOf<typeof newcomersObject>;
type Move = 'arrived' | 'left';
const PAGE_SIZE = 20;
const FACETS = listSpecOf(newcomersObject);
// The status tab and the leaving-this-week view are filters of the address too, shown as tabs.
const LIST = { ...FACETS, facets: ['status', 'leaving_this_week', ...FACETS.facets] as const };
const LEAVING = 'leaving';
/** A date reads on one line: at 1366 px it wrapped on three. */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;
/**
 * At 1366 px the table was wider than its column and cut the actions ("SE…"): the actions wrap,
 * each whole, and a long address breaks anywhere rather than widening the name column.
 */
const ACTIONS = { flexWrap: 'wrap', gap: 0.5, '& .MuiButton-root': { whiteSpace: 'nowrap' } } as const;
const ADDRESS = { overflowWrap: 'anywhere' } as const;
type TabValue = NewcomerStatus | typeof LEAVING;
const facetTitle = {
  type: newcomersMessages.type,
  business_line: newcomersMessages.businessLine,
  arrival_month: newcomersMessages.arrivalMonth,
};

/** `/newcomers`: HR's newcomers by status, with adding, editing, arriving and leaving. */
export function NewcomersPage() {
  const intl = useIntl();
  const { language } = useLocale();
  const { can } = usePermissions();
  // A move takes every role they hold: for a role holder, the server asks 'permissions update'.
  const mayMove = (newcomer: Newcomer) => !newcomer.holds_role || can('permissions', 'update');
  const refresh = useRefreshAfter();
  const [editing, setEditing] = useState<{ newcomer?: Newcomer }>();
  const [moving, setMoving] = useState<{ newcomer: Newcomer; move: Move }>();

  const [address] = useListFilters(LIST);
  const tab: TabValue =
    address.facets.leaving_this_week[0] === 'true'
      ? LEAVING
      : ((address.facets.status[0] as NewcomerStatus | undefined) ?? 'to_prepare');
  const list = useObjectList(newcomersObject, LIST, {
    pageSize: PAGE_SIZE,
    defaultSort: tab === 'to_prepare' || tab === 'link_sent' ? 'arrival_date' : '-arrival_date',
    facets: FACETS.facets,
    params: tab === LEAVING ? { leaving_this_week: 'true' } : { status: tab },
  });
  const { filters, setFilters } = list;
  // Each status tab's count under the same search and filters, the tab's own filter aside.
  const { status: _status, leaving_this_week: _leaving, ...otherFacets } = filters.facets;
  const tabCounts = useCardinalities(newcomersObject, ['status'], {
    q: filters.q || undefined,
    ...otherFacets,
  });
  const statusLabel = (status: NewcomerStatus) => {
    const label = intl.formatMessage(newcomersMessages[status]);
    const count = tabCounts.data?.status?.[status];
    return count === undefined
      ? label
      : intl.formatMessage(newcomersMessages.tabCount, { label, count: count });
  };
  const showTab = (next: TabValue) =>
    setFilters({
      ...filters,
      facets: {
        ...filters.facets,
        status: next === LEAVING ? [] : [next],
        leaving_this_week: next === LEAVING ? ['true'] : [],
      },
      page: 1,
    });

  const move = useMutation({
    mutationFn: ({ newcomer, move }: { newcomer: Newcomer; move: Move }) =>
      http.post<MessageBody>(c13sPath(newcomersObject, newcomer.id, move), undefined),
    // Who's who gains or loses them too.
    onSuccess: () => refresh('update', newcomersObject, [usersObject]),
  });
  const sendLink = useSendWelcomeLink();
  const date = (value: string | null) => formatDate(value, language, 'short');
  const labelOf = (facet: (typeof FACETS.facets)[number]) => {
    if (facet === 'type')
      return (value: string) => intl.formatMessage(newcomersMessages[value as 'employee']);
    if (facet === 'arrival_month') return (value: string) => formatDate(`${value}-01`, language, 'monthYear');
    return undefined;
  };

  return (
    <ListPageLayout
      title={<FormattedMessage {...newcomersMessages.title} />}
      intro={<FormattedMessage {...newcomersMessages.intro} />}
      action={
        <Stack direction="row" spacing={1}>
          <ExportMenu object={newcomersObject} params={list.exportParams} />
          {can('newcomers', 'create') && (
            <Button variant="contained" onClick={() => setEditing({})}>
              <FormattedMessage {...newcomersMessages.add} />
            </Button>
          )}
        </Stack>
      }
      search={{
        label: intl.formatMessage(newcomersMessages.search),
        value: filters.q,
        onSearch: list.search,
      }}
      filters={
        <FacetChipGroups
          facets={FACETS.facets}
          titles={facetTitle}
          counts={list.counts.data}
          filters={filters}
          onChange={setFilters}
          labelOf={labelOf}
        />
      }
      activeFilters={list.activeFilters}
      filtersLabel={intl.formatMessage(newcomersMessages.filters)}
      resultsLabel={intl.formatMessage(newcomersMessages.results)}
    >
      <Tabs
        value={tab}
        onChange={(_, next: TabValue) => showTab(next)}
        variant="scrollable"
        aria-label={intl.formatMessage(newcomersMessages.tabs)}
      >
        {NEWCOMER_STATUSES.map((status) => (
          <Tab key={status} value={status} label={statusLabel(status)} />
        ))}
        <Tab value={LEAVING} label={intl.formatMessage(newcomersMessages.leavingThisWeek)} />
      </Tabs>
      <ListResults
        {...list.paged}
        total={newcomersMessages.total}
        empty={newcomersMessages.empty}
        columns={[
          newcomersMessages.name,
          newcomersMessages.type,
          newcomersMessages.arrivalDate,
          newcomersMessages.departureDate,
          newcomersMessages.businessLine,
          newcomersMessages.actions,
        ]}
      >
        {(newcomers) =>
          newcomers.map((newcomer) => (
            <TableRow key={newcomer.id}>
              <TableCell>
                <Typography sx={{ fontWeight: 600 }}>
                  {newcomer.first_name} {newcomer.last_name}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={ADDRESS}>
                  {newcomer.email}
                </Typography>
              </TableCell>
              <TableCell>
                <Chip size="small" label={intl.formatMessage(newcomersMessages[newcomer.type])} />
              </TableCell>
              <TableCell sx={NO_WRAP}>{date(newcomer.arrival_date)}</TableCell>
              <TableCell sx={NO_WRAP}>{date(newcomer.departure_date)}</TableCell>
              <TableCell>
                {newcomer.business_line} · {newcomer.hub}
              </TableCell>
              <TableCell>
                {newcomer._can.update && newcomer.status !== 'left' && (
                  <Stack direction="row" useFlexGap sx={ACTIONS}>
                    <Button size="small" onClick={() => setEditing({ newcomer })}>
                      <FormattedMessage {...newcomersMessages.edit} />
                    </Button>
                    {(newcomer.status === 'to_prepare' || newcomer.status === 'link_sent') && (
                      <Button
                        size="small"
                        loading={sendLink.isPending && sendLink.variables === newcomer.id}
                        onClick={() => sendLink.mutate(newcomer.id)}
                      >
                        <FormattedMessage
                          {...(newcomer.status === 'to_prepare'
                            ? newcomersMessages.sendLink
                            : newcomersMessages.resendLink)}
                        />
                      </Button>
                    )}
                    {newcomer.status === 'link_sent' && <RevokeLinkButton newcomer={newcomer} />}
                    {newcomer.status !== 'arrived' && mayMove(newcomer) && (
                      <Button size="small" onClick={() => setMoving({ newcomer, move: 'arrived' })}>
                        <FormattedMessage {...newcomersMessages.arrive} />
                      </Button>
                    )}
                    {mayMove(newcomer) && (
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setMoving({ newcomer, move: 'left' })}
                      >
                        <FormattedMessage {...newcomersMessages.leave} />
                      </Button>
                    )}
                  </Stack>
                )}
              </TableCell>
            </TableRow>
          ))
        }
      </ListResults>
      {editing && (
        <NewcomerDialog
          newcomer={editing.newcomer}
          onClose={() => setEditing(undefined)}
          // The newcomer is shown where they now are: 'Link sent' once their link went.
          onAdded={(status) => showTab(status)}
        />
      )}
      {moving && (
        <ConfirmDeleteDialog
          title={
            <FormattedMessage
              {...(moving.move === 'arrived' ? newcomersMessages.arriveTitle : newcomersMessages.leaveTitle)}
              values={{ name: `${moving.newcomer.first_name} ${moving.newcomer.last_name}` }}
            />
          }
          body={
            <FormattedMessage
              {...(moving.move === 'arrived' ? newcomersMessages.arriveBody : newcomersMessages.leaveBody)}
            />
          }
          confirmLabel={
            <FormattedMessage
              {...(moving.move === 'arrived' ? newcomersMessages.arrive : newcomersMessages.leave)}
            />
          }
          busyLabel={
            <FormattedMessage
              {...(moving.move === 'arrived' ? newcomersMessages.arrive : newcomersMessages.leave)}
            />
          }
          destructive={moving.move === 'left'}
          onConfirm={() => move.mutateAsync(moving)}
          onClose={() => setMoving(undefined)}
        />
      )}
    </ListPageLayout>
  );
}
