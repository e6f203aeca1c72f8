import { useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { smartCampaignsObject, type CampaignStatus, type SortOf } from '@atrium/contract';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router';
import { usePermissions } from '../../../api/usePermissions';
import { formatDate } from '../../../i18n/formatDate';
import { useLocale } from '../../../i18n/useLocale';
import { FacetChipGroups } from '../../../lists/FacetChipGroups';
import { listSpecOf, type ListSort } from '../../../lists/listFilters';
import { ListResults } from '../../../lists/ListResults';
import { SearchField } from '../../../lists/SearchField';
import { useObjectList } from '../../../lists/useObjectList';
import { CampaignDialog } from './CampaignDialog';
import { campaignPath } from './campaignsApi';
import { campaignsMessages, statusMessages } from './campaignsMessages';
import { FunnelSteps } from './FunnelSteps';
import { StatusChip } from './StatusChip';

const PAGE_SIZE = 20;
// Its filters live beside the page's `?tab=campaigns`, which a change of them keeps.
const LIST = { ...listSpecOf(smartCampaignsObject), keep: ['tab'] };
type Sort = ListSort<SortOf<typeof smartCampaignsObject>>;
const DEFAULT_SORT = '-created_at';
const SORTS: { value: Sort; label: MessageDescriptor }[] = [
  { value: '', label: campaignsMessages.sortNewest },
  { value: '-start_at', label: campaignsMessages.sortStart },
  { value: 'name', label: campaignsMessages.sortName },
];

/**
 * The smart campaigns, for the campaigns tab of `/completion-profiles`: by status, searched by
 * name, each with its funnel at a glance and a link to its page; a new draft for those who may.
 */
export function CampaignsTab() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { language } = useLocale();
  const { can } = usePermissions();
  const [adding, setAdding] = useState(false);
  const list = useObjectList(smartCampaignsObject, LIST, { pageSize: PAGE_SIZE, defaultSort: DEFAULT_SORT });
  const { filters, setFilters } = list;

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        <FormattedMessage {...campaignsMessages.intro} />
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Stack sx={{ flex: 1 }}>
          <SearchField
            label={intl.formatMessage(campaignsMessages.search)}
            value={filters.q}
            onSearch={list.search}
          />
        </Stack>
        <TextField
          select
          size="small"
          label={intl.formatMessage(campaignsMessages.sort)}
          value={filters.sort}
          onChange={(event) => setFilters({ ...filters, sort: event.target.value as Sort, page: 1 })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 180 }}
        >
          {SORTS.map((sort) => (
            <MenuItem key={sort.value || 'default'} value={sort.value}>
              {intl.formatMessage(sort.label)}
            </MenuItem>
          ))}
        </TextField>
        {can('completion', 'create') && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            <FormattedMessage {...campaignsMessages.add} />
          </Button>
        )}
      </Stack>
      <FacetChipGroups
        {...list.faceted}
        titles={{ status: campaignsMessages.status }}
        labelOf={() => (value) => intl.formatMessage(statusMessages[value as CampaignStatus])}
      />
      <ListResults
        {...list.paged}
        total={campaignsMessages.total}
        // A search that finds nothing is not a firm without campaigns.
        empty={
          filters.q || filters.facets.status.length > 0 ? campaignsMessages.noMatch : campaignsMessages.empty
        }
      >
        {(campaigns) => (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {campaigns.map((campaign) => (
              <Paper component="li" key={campaign.id} variant="outlined" sx={{ p: 2 }}>
                <Stack
                  direction={{ xs: 'column', md: 'row' }}
                  spacing={{ xs: 1, md: 2 }}
                  sx={{ alignItems: { md: 'center' } }}
                >
                  <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Link
                        component={RouterLink}
                        to={campaignPath(campaign.id)}
                        variant="subtitle1"
                        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                      >
                        {campaign.name}
                      </Link>
                      <StatusChip status={campaign.status} />
                    </Stack>
                    <Typography variant="body2" color="text.secondary">
                      <FormattedMessage {...campaignsMessages.start} />
                      {': '}
                      {formatDate(campaign.start_at, language, 'short')}
                    </Typography>
                  </Stack>
                  {/* A draft's people are chosen when it starts: no figures to show yet. */}
                  {campaign.status !== 'draft' && <FunnelSteps totals={campaign.totals} />}
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </ListResults>
      {adding && (
        <CampaignDialog
          onClose={() => setAdding(false)}
          onCreated={(id) => void navigate(campaignPath(id))}
        />
      )}
    </Stack>
  );
}
