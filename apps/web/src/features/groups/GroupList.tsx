import Alert from '@mui/material/Alert';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import type { GroupType } from '@atrium/contract';
import { CardGrid } from '../../layout/CardGrid';
import { FormattedMessage } from 'react-intl';
import { Spinner } from '../../layout/Spinner';
import { GroupCard } from './GroupCard';
import { useGroups } from './groupsApi';
import { groupsMessages } from './groupsMessages';

export const GROUPS_PAGE_SIZE = 24;

type Props = {
  type: GroupType | undefined;
  q: string;
  page: number;
  onPage: (page: number) => void;
};

/** A page of groups as cards, of one type or all. */
export function GroupList({ type, q, page, onPage }: Props) {
  const groups = useGroups({ type, q, page, size: GROUPS_PAGE_SIZE });
  if (groups.isPending) return <Spinner />;
  if (!groups.data) return null;
  if (groups.data.total === 0) {
    return (
      <Alert severity="info">
        <FormattedMessage {...groupsMessages.noGroups} />
      </Alert>
    );
  }
  const pages = Math.ceil(groups.data.total / GROUPS_PAGE_SIZE);
  return (
    <Stack spacing={3}>
      <CardGrid minWidth={280}>
        {groups.data.data.map((group) => (
          <li key={group.id}>
            <GroupCard group={group} />
          </li>
        ))}
      </CardGrid>
      {pages > 1 && <Pagination count={pages} page={page} onChange={(_, next) => onPage(next)} />}
    </Stack>
  );
}
