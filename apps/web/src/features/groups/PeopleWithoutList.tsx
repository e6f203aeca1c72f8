import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Spinner } from '../../layout/Spinner';
import { usePeopleWithout } from './groupsApi';
import { groupsMessages } from './groupsMessages';
import { PersonLine } from './PersonLine';

const PAGE_SIZE = 50;

type Props = { kind: 'team' | 'guild'; q: string; page: number; onPage: (page: number) => void };

/** The without-team or without-guild view, for those who manage groups. */
export function PeopleWithoutList({ kind, q, page, onPage }: Props) {
  const people = usePeopleWithout(kind, { q, page, size: PAGE_SIZE });
  const pages = Math.ceil((people.data?.total ?? 0) / PAGE_SIZE);
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        <FormattedMessage
          {...(kind === 'team' ? groupsMessages.withoutTeamHelp : groupsMessages.withoutGuildHelp)}
        />
      </Typography>
      {people.isPending ? (
        <Spinner />
      ) : people.data?.total === 0 ? (
        <Alert severity="info">
          <FormattedMessage {...groupsMessages.noGroups} />
        </Alert>
      ) : (
        <List>
          {people.data?.data.map((person) => (
            <ListItem key={person.id} divider>
              <PersonLine
                person={person}
                linked
                detail={[person.job_title, person.business_unit, person.hub].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      {pages > 1 && <Pagination count={pages} page={page} onChange={(_, next) => onPage(next)} />}
    </Stack>
  );
}
