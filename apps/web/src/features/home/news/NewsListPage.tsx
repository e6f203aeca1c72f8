import { useState } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import AddIcon from '@mui/icons-material/Add';
import PushPinIcon from '@mui/icons-material/PushPin';
import { NEWS_STATES, newsObject, newsVersion, type NewsState } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { usePermissions } from '../../../api/usePermissions';
import { formatDate } from '../../../i18n/formatDate';
import { useLocale } from '../../../i18n/useLocale';
import { FacetChipGroups } from '../../../lists/FacetChipGroups';
import { listSpecOf } from '../../../lists/listFilters';
import { ListPageLayout } from '../../../lists/ListPageLayout';
import { ListResults } from '../../../lists/ListResults';
import { useObjectList } from '../../../lists/useObjectList';
import { ArchiveNewsButton } from './ArchiveNewsButton';
import { NewsCard } from './NewsCard';
import { NewsDialog } from './NewsDialog';
import { type NewsRecord } from './newsApi';
import { newsPath } from './newsPaths';
import { newsMessages } from './newsMessages';
import { NewsStateChip } from './NewsStateChip';

const PAGE_SIZE = 12;
const LIST = listSpecOf(newsObject);
const TITLES = { state: newsMessages.state };
const isState = (value: string): value is NewsState => (NEWS_STATES as readonly string[]).includes(value);
const stateLabel = (value: string) =>
  isState(value) ? <FormattedMessage {...newsMessages[`state.${value}`]} /> : value;
const COLUMNS = [newsMessages.titleField, newsMessages.state, newsMessages.publishAt, newsMessages.actions];

/**
 * `/news`: every news item the reader may see, pinned first, then newest. Writers (HR, Management,
 * administrators) see every state, with a table to write, edit, schedule, pin and archive.
 */
export function NewsListPage() {
  const intl = useIntl();
  const { language } = useLocale();
  const { can } = usePermissions();
  const manages = can(newsObject.permission, 'create') || can(newsObject.permission, 'update');
  const [editing, setEditing] = useState<{ news?: NewsRecord }>();
  const list = useObjectList(newsObject, LIST, {
    pageSize: PAGE_SIZE,
    params: manages ? {} : { state: 'published' },
    facets: manages ? LIST.facets : [],
  });

  const row = (news: NewsRecord) => {
    const shown = newsVersion(news, language);
    return (
      <TableRow key={news.id}>
        <TableCell>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {news.pinned && (
              <PushPinIcon
                fontSize="small"
                color="primary"
                titleAccess={intl.formatMessage(newsMessages.pinned)}
              />
            )}
            <Link component={RouterLink} to={newsPath(news.id)} lang={shown.language}>
              {shown.title}
            </Link>
          </Stack>
        </TableCell>
        <TableCell>
          <NewsStateChip state={news.state} />
        </TableCell>
        <TableCell>{news.publish_at ? formatDate(news.publish_at, language, 'dateTime') : '—'}</TableCell>
        <TableCell>
          {news._can.update && news.state !== 'archived' && (
            <Stack direction="row" spacing={1}>
              <Button size="small" onClick={() => setEditing({ news })}>
                <FormattedMessage {...newsMessages.edit} />
              </Button>
              <ArchiveNewsButton news={news} title={shown.title} />
            </Stack>
          )}
        </TableCell>
      </TableRow>
    );
  };

  return (
    <ListPageLayout
      title={<FormattedMessage {...newsMessages.title} />}
      intro={<FormattedMessage {...newsMessages.intro} />}
      action={
        can(newsObject.permission, 'create') && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
            <FormattedMessage {...newsMessages.add} />
          </Button>
        )
      }
      search={{
        label: intl.formatMessage(newsMessages.search),
        value: list.filters.q,
        onSearch: list.search,
      }}
      filters={manages && <FacetChipGroups {...list.faceted} titles={TITLES} labelOf={() => stateLabel} />}
      activeFilters={manages ? list.activeFilters : undefined}
      filtersLabel={intl.formatMessage(newsMessages.filters)}
      resultsLabel={intl.formatMessage(newsMessages.results)}
    >
      {manages ? (
        <ListResults {...list.paged} total={newsMessages.total} empty={newsMessages.empty} columns={COLUMNS}>
          {(records) => records.map(row)}
        </ListResults>
      ) : (
        <ListResults {...list.paged} total={newsMessages.total} empty={newsMessages.empty}>
          {(records) => (
            <Grid container spacing={2}>
              {records.map((news) => (
                <Grid key={news.id} size={{ xs: 12, sm: 6 }}>
                  <NewsCard news={news} />
                </Grid>
              ))}
            </Grid>
          )}
        </ListResults>
      )}
      {editing && <NewsDialog news={editing.news} onClose={() => setEditing(undefined)} />}
    </ListPageLayout>
  );
}
