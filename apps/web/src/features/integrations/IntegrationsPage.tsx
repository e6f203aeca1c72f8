import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { apiTokensObject } from '@atrium/contract';
import { useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { usePermissions } from '../../api/usePermissions';
import { FacetChipGroups } from '../../lists/FacetChipGroups';
import { listSpecOf } from '../../lists/listFilters';
import { ListPageLayout } from '../../lists/ListPageLayout';
import { useObjectList } from '../../lists/useObjectList';
import {
  integrationsMessages as messages,
  tokenKindMessages,
  tokenStateMessages,
} from './integrationsMessages';
import { NewTokenDialog } from './NewTokenDialog';
import { TokensTable } from './TokensTable';

const PAGE_SIZE = 20;
const LIST = listSpecOf(apiTokensObject);
const chipTitles = { kind: messages.kind, state: messages.state };
const ADMIN_KINDS = ['scim', 'service'] as const;

/**
 * `/integrations`: administrators ('integrations read') see every API token, make SCIM and
 * service tokens ('integrations create') and revoke any ('integrations update').
 */
export function IntegrationsPage() {
  const intl = useIntl();
  const { can } = usePermissions();
  const [creating, setCreating] = useState(false);
  const list = useObjectList(apiTokensObject, LIST, { pageSize: PAGE_SIZE });
  const { filters } = list;
  const labelOf = (facet: 'kind' | 'state') => (value: string) => {
    const labels: Record<string, MessageDescriptor | undefined> =
      facet === 'kind' ? tokenKindMessages : tokenStateMessages;
    const label = labels[value];
    return label ? intl.formatMessage(label) : value;
  };

  return (
    <ListPageLayout
      title={<FormattedMessage {...messages.title} />}
      intro={<FormattedMessage {...messages.intro} />}
      action={
        can('integrations', 'create') && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            <FormattedMessage {...messages.newToken} />
          </Button>
        )
      }
      search={{ label: intl.formatMessage(messages.search), value: filters.q, onSearch: list.search }}
      filters={<FacetChipGroups {...list.faceted} titles={chipTitles} labelOf={labelOf} />}
      activeFilters={list.activeFilters}
      filtersLabel={intl.formatMessage(messages.filters)}
      resultsLabel={intl.formatMessage(messages.results)}
    >
      <TokensTable {...list.paged} everyone />
      {creating && <NewTokenDialog kinds={ADMIN_KINDS} onClose={() => setCreating(false)} />}
    </ListPageLayout>
  );
}
