import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import { usersObject } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useSelf } from '../../api/queries';
import { profilePath } from '../../layout/peoplePaths';
import { ListPageLayout } from '../../lists/ListPageLayout';
import { ListResults } from '../../lists/ListResults';
import { useObjectList } from '../../lists/useObjectList';
import { myUnitMessages as messages } from './myUnitMessages';
import { usePeopleGroups } from './usePeopleGroups';

const PAGE_SIZE = 20;
const TABS = ['business_unit', 'business_line'] as const;
type Scope = (typeof TABS)[number];
// The tab is the page's own address parameter: a search or a page change keeps it.
const LIST = { facets: [] as const, sorts: usersObject.sorts, keep: ['tab'] };

/** `/my-bu-bl`: a ready view of Who's who, the people of my business unit or line with their groups. */
export function MyUnitPage() {
  const intl = useIntl();
  const [address, setAddress] = useSearchParams();
  const scope: Scope = address.get('tab') === 'business_line' ? 'business_line' : 'business_unit';
  const me = useSelf(usersObject);
  const mine = me.data?.[scope] ?? null;
  const list = useObjectList(usersObject, LIST, {
    pageSize: PAGE_SIZE,
    facets: [],
    params: { [scope]: mine ?? '' },
  });
  const groupsOf = usePeopleGroups((list.paged.results.data?.data ?? []).map((person) => person.id));

  return (
    <ListPageLayout
      title={<FormattedMessage {...messages.title} />}
      intro={<FormattedMessage {...messages.intro} />}
      search={{ label: intl.formatMessage(messages.search), value: list.filters.q, onSearch: list.search }}
      // The scope is the one filter: my business unit or my business line.
      filters={
        <Tabs
          orientation="vertical"
          value={scope}
          onChange={(_, next: Scope) => setAddress({ tab: next })}
          aria-label={intl.formatMessage(messages.tabs)}
        >
          {TABS.map((value) => (
            <Tab
              key={value}
              value={value}
              label={intl.formatMessage(
                value === 'business_unit' ? messages.businessUnit : messages.businessLine,
              )}
            />
          ))}
        </Tabs>
      }
      filtersLabel={intl.formatMessage(messages.filters)}
      resultsLabel={intl.formatMessage(messages.results)}
    >
      {me.isSuccess && !mine ? (
        <Alert severity="info">
          <FormattedMessage {...messages.none} />
        </Alert>
      ) : (
        <ListResults
          {...list.paged}
          total={messages.total}
          empty={messages.empty}
          columns={[messages.name, messages.jobTitle, messages.groups]}
        >
          {(people) =>
            people.map((person) => (
              <TableRow key={person.id}>
                <TableCell>
                  <Link component={RouterLink} to={profilePath(person.id)}>
                    {person.first_name} {person.last_name}
                  </Link>
                </TableCell>
                <TableCell>{person.job_title}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                    {groupsOf(person.id).map((group) => (
                      <Chip
                        key={group.id}
                        size="small"
                        clickable
                        component={RouterLink}
                        to={`/${group.type}/${encodeURIComponent(group.id)}`}
                        label={group.name}
                      />
                    ))}
                  </Stack>
                </TableCell>
              </TableRow>
            ))
          }
        </ListResults>
      )}
    </ListPageLayout>
  );
}
