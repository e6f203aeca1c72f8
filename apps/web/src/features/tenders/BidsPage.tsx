import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { bidsObject, type Bid } from '@atrium/contract';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FacetChipGroups } from '../../lists/FacetChipGroups';
import { listSpecOf } from '../../lists/listFilters';
import { ListPageLayout } from '../../lists/ListPageLayout';
import { ListResults } from '../../lists/ListResults';
import { useObjectList } from '../../lists/useObjectList';
import { BidEditor } from './BidEditor';
import { tenderMessages, versionsMessage } from './tenderMessages';

const PAGE_SIZE = 10;
const LIST = listSpecOf(bidsObject);
const TITLES = { language: tenderMessages.language };

/**
 * `/bids`: the tenders answered that the caller may read (their own; all with 'resume download'),
 * newest first; a new bid, or one reopened, is answered in place.
 */
export function BidsPage() {
  const intl = useIntl();
  const list = useObjectList(bidsObject, LIST, { pageSize: PAGE_SIZE });
  const [open, setOpen] = useState<Bid | 'new' | null>(null);
  return (
    <ListPageLayout
      title={<FormattedMessage {...tenderMessages.title} />}
      intro={<FormattedMessage {...tenderMessages.intro} />}
      search={{
        label: intl.formatMessage(tenderMessages.search),
        value: list.filters.q,
        onSearch: list.search,
      }}
      filters={
        <FacetChipGroups {...list.faceted} titles={TITLES} labelOf={() => (value) => value.toUpperCase()} />
      }
      activeFilters={list.activeFilters}
      filtersLabel={intl.formatMessage(tenderMessages.filters)}
      resultsLabel={intl.formatMessage(tenderMessages.results)}
    >
      <Stack spacing={2}>
        {open === null ? (
          <Button variant="contained" onClick={() => setOpen('new')} sx={{ alignSelf: 'flex-start' }}>
            <FormattedMessage {...tenderMessages.newBid} />
          </Button>
        ) : (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={() => setOpen(null)}>
                <FormattedMessage {...tenderMessages.close} />
              </Button>
            </Stack>
            <BidEditor key={open === 'new' ? 'new' : open.id} bid={open === 'new' ? undefined : open} />
          </Paper>
        )}
        <ListResults {...list.paged} total={tenderMessages.total} empty={tenderMessages.empty}>
          {(bids) => (
            <Stack spacing={1}>
              {bids.map((bid) => (
                <Paper key={bid.id} variant="outlined" sx={{ p: 2 }} component="article">
                  <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={1}
                    sx={{ justifyContent: 'space-between' }}
                  >
                    <div>
                      <Typography variant="subtitle1" component="h3">
                        {bid.title}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {bid.roles.map((role) => `${role.count} × ${role.title}`).join(' · ')}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {intl.formatDate(bid.created_at, { dateStyle: 'medium' })}
                        {bid.author && ` · ${bid.author.first_name} ${bid.author.last_name}`}
                        {' · '}
                        <FormattedMessage {...versionsMessage} values={{ count: bid.versions.length }} />
                      </Typography>
                    </div>
                    <Button onClick={() => setOpen(bid)} sx={{ alignSelf: 'flex-start' }}>
                      <FormattedMessage {...tenderMessages.open} />
                    </Button>
                  </Stack>
                </Paper>
              ))}
            </Stack>
          )}
        </ListResults>
      </Stack>
    </ListPageLayout>
  );
}
