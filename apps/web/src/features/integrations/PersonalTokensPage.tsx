import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { apiTokensObject, usersObject } from '@atrium/contract';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSelf } from '../../api/queries';
import { Spinner } from '../../layout/Spinner';
import { listSpecOf } from '../../lists/listFilters';
import { ListPageLayout } from '../../lists/ListPageLayout';
import { useObjectList } from '../../lists/useObjectList';
import { integrationsMessages as messages } from './integrationsMessages';
import { NewTokenDialog } from './NewTokenDialog';
import { TokensTable } from './TokensTable';

const PAGE_SIZE = 20;
const LIST = { ...listSpecOf(apiTokensObject), facets: [] as const };
const PERSONAL = ['personal'] as const;

/** `/api-tokens`, from the person's menu: their own personal tokens, to make and revoke. */
export function PersonalTokensPage() {
  const self = useSelf(usersObject, {}, { notifyError: false }).data;
  // The list waits for who the caller is: an administrator reads every token, this page their own.
  return self ? <OwnTokens ownerId={self.id} /> : <Spinner />;
}

function OwnTokens({ ownerId }: { ownerId: string }) {
  const intl = useIntl();
  const [creating, setCreating] = useState(false);
  const list = useObjectList(apiTokensObject, LIST, {
    pageSize: PAGE_SIZE,
    facets: [],
    params: { kind: ['personal'], owner: [ownerId] },
  });

  return (
    <ListPageLayout
      title={<FormattedMessage {...messages.personalTitle} />}
      intro={<FormattedMessage {...messages.personalIntro} />}
      action={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          <FormattedMessage {...messages.newToken} />
        </Button>
      }
      search={{ label: intl.formatMessage(messages.search), value: list.filters.q, onSearch: list.search }}
      filters={null}
      filtersLabel={intl.formatMessage(messages.filters)}
      resultsLabel={intl.formatMessage(messages.results)}
    >
      <TokensTable {...list.paged} everyone={false} />
      {creating && <NewTokenDialog kinds={PERSONAL} onClose={() => setCreating(false)} />}
    </ListPageLayout>
  );
}
