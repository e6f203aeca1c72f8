import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { PERSON_STATUSES, usersObject, type PersonStatus } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { FacetChipGroups } from '../../lists/FacetChipGroups';
import { ListPageLayout } from '../../lists/ListPageLayout';
import { ListResults } from '../../lists/ListResults';
import { useListFilters } from '../../lists/useListFilters';
import { useObjectList } from '../../lists/useObjectList';
import { usePermissions } from '../../api/usePermissions';
import { NewPersonDialog } from './NewPersonDialog';
import { ProfileRowActions } from './ProfileRowActions';
import { profilesToolMessages as messages } from './profilesToolMessages';

const PAGE_SIZE = 20;
const FACETS = ['business_unit'] as const;
// The status is a filter of the address too, shown as tabs: the server lists active people unless asked.
const LIST = { facets: ['status', ...FACETS] as const, sorts: usersObject.sorts };
const STATUS_COLOR = { active: 'success', newcomer: 'info', left: 'default' } as const;

/** `/profiles-managing-tool`: every profile for Management and HR, by status, with account moves. */
export function ProfilesToolPage() {
  const intl = useIntl();
  const [address] = useListFilters(LIST);
  const status = (address.facets.status[0] as PersonStatus | undefined) ?? 'active';
  const list = useObjectList(usersObject, LIST, { pageSize: PAGE_SIZE, facets: FACETS, params: { status } });
  const { filters, setFilters } = list;
  const { can } = usePermissions();
  const [adding, setAdding] = useState(false);

  return (
    <ListPageLayout
      title={<FormattedMessage {...messages.title} />}
      intro={<FormattedMessage {...messages.intro} />}
      action={
        can('users', 'create') && (
          <Button variant="contained" onClick={() => setAdding(true)}>
            <FormattedMessage {...messages.newPerson} />
          </Button>
        )
      }
      search={{ label: intl.formatMessage(messages.search), value: filters.q, onSearch: list.search }}
      filters={
        <FacetChipGroups
          facets={FACETS}
          titles={{ business_unit: messages.businessUnit }}
          counts={list.counts.data}
          filters={filters}
          onChange={setFilters}
        />
      }
      activeFilters={list.activeFilters}
      filtersLabel={intl.formatMessage(messages.filters)}
      resultsLabel={intl.formatMessage(messages.results)}
    >
      <Tabs
        value={status}
        onChange={(_, next: PersonStatus) =>
          setFilters({ ...filters, facets: { ...filters.facets, status: [next] }, page: 1 })
        }
        aria-label={intl.formatMessage(messages.status)}
      >
        {PERSON_STATUSES.map((value) => (
          <Tab key={value} value={value} label={intl.formatMessage(messages[value])} />
        ))}
      </Tabs>
      <ListResults
        {...list.paged}
        total={messages.total}
        empty={messages.empty}
        columns={[messages.name, messages.status, messages.businessUnit, messages.actions]}
      >
        {(people) =>
          people.map((person) => (
            <TableRow key={person.id}>
              <TableCell>
                <Typography sx={{ fontWeight: 600 }}>
                  {person.first_name} {person.last_name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {person.email}
                </Typography>
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={STATUS_COLOR[person.status]}
                  label={intl.formatMessage(messages[person.status])}
                />
              </TableCell>
              <TableCell>{person.business_unit}</TableCell>
              <TableCell>
                <ProfileRowActions person={person} />
              </TableCell>
            </TableRow>
          ))
        }
      </ListResults>
      {adding && <NewPersonDialog onClose={() => setAdding(false)} />}
    </ListPageLayout>
  );
}
