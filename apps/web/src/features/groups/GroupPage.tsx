import { useId } from 'react';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router';
import { HistoryPanel } from '../../layout/HistoryPanel';
import { RecordUnavailable } from '../../layout/RecordUnavailable';
import { Spinner } from '../../layout/Spinner';
import { TabbedPanel } from '../../layout/TabbedPanel';
import { GroupActions } from './GroupActions';
import { GroupDetails } from './GroupDetails';
import { GroupFilesSection } from './GroupFilesSection';
import { groupPath, GROUPS_PATH } from '../../layout/groupPaths';
import { GroupPeople } from './GroupPeople';
import { SkillsMatrix } from './SkillsMatrix';
import { skillsMatrixMessages } from './skillsMatrixMessages';
import { useGroup } from './groupsApi';
import { groupsMessages } from './groupsMessages';
import { GROUP_TYPE_LABEL } from './groupTypeMessages';

/** How the people section shows them, kept in the address (`?view=matrix`) so it can be shared. */
const VIEW_PARAM = 'view';
type PeopleView = 'people' | 'matrix';

/**
 * `/team/{id}`, `/squad/{id}`, `/chapter/{id}`, `/guild/{id}`: one group, its people (by role, or
 * as a skills matrix: `?view=matrix`) and its offer.
 */
export function GroupPage() {
  const intl = useIntl();
  const peopleTitle = useId();
  const [address, setAddress] = useSearchParams();
  const view: PeopleView = address.get(VIEW_PARAM) === 'matrix' ? 'matrix' : 'people';
  const showView = (next: PeopleView) =>
    setAddress(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === 'matrix') changed.set(VIEW_PARAM, next);
        else changed.delete(VIEW_PARAM);
        return changed;
      },
      { replace: true },
    );
  const offerTitle = useId();
  const { id } = useParams();
  const { pathname } = useLocation();
  const query = useGroup(id);

  const back = (
    <Link
      component={RouterLink}
      to={GROUPS_PATH}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <ArrowBackIcon fontSize="small" />
      <FormattedMessage {...groupsMessages.backToList} />
    </Link>
  );

  if (query.isPending) return <Spinner />;
  if (query.isError) {
    return <RecordUnavailable query={query} notFound={groupsMessages.notFound} back={back} />;
  }
  const group = query.data;
  // A squad's id under /team/… still finds it: the address follows the group's type.
  if (pathname !== groupPath(group)) return <Navigate to={groupPath(group)} replace />;

  return (
    <Stack spacing={3}>
      {back}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <div>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <Chip size="small" color="primary" label={intl.formatMessage(GROUP_TYPE_LABEL[group.type])} />
            {group.code_name && <Typography color="text.secondary">{group.code_name}</Typography>}
          </Stack>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {group.name}
          </Typography>
        </div>
        <GroupActions group={group} />
      </Stack>
      {group.description && <Typography sx={{ whiteSpace: 'pre-line' }}>{group.description}</Typography>}
      <Paper variant="outlined" component="section" aria-labelledby={peopleTitle} sx={{ p: 3 }}>
        <Typography id={peopleTitle} variant="h6" component="h2">
          <FormattedMessage {...groupsMessages.peopleSection} />
        </Typography>
        {/* The overview's figure, counted once by the server (group-headcount.ts). */}
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          <FormattedMessage {...groupsMessages.activeMembersCount} values={{ count: group.active_members }} />
        </Typography>
        <Stack spacing={2}>
          <TabbedPanel
            label={intl.formatMessage(skillsMatrixMessages.tabsLabel)}
            tabs={[
              { value: 'people', label: intl.formatMessage(skillsMatrixMessages.peopleTab) },
              { value: 'matrix', label: intl.formatMessage(skillsMatrixMessages.tab) },
            ]}
            value={view}
            onChange={showView}
          >
            {view === 'matrix' ? <SkillsMatrix groupId={group.id} /> : <GroupPeople group={group} />}
          </TabbedPanel>
        </Stack>
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby={offerTitle} sx={{ p: 3 }}>
        <Typography id={offerTitle} variant="h6" component="h2" sx={{ mb: 2 }}>
          <FormattedMessage {...groupsMessages.offerSection} />
        </Typography>
        <GroupDetails group={group} />
      </Paper>
      <GroupFilesSection group={group} />
      <HistoryPanel recordId={group.id} version={group.updated_at} />
    </Stack>
  );
}
