import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { groupsObject, type Group } from '@atrium/contract';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useSearch } from '../../api/queries';
import { ProfileSection } from '../../layout/ProfileSection';
import { profileMessages } from './profileMessages';
import { GROUP_TYPE_LABEL } from '../../i18n/groupTypeLabels';
import { loadMessages } from '../../layout/layoutMessages';

const GROUPS_SHOWN_MAX = 50;

/** The person's place in a group: leader, steerco, active member or follower. */
function roleIn(group: Group, personId: string): MessageDescriptor {
  if (group.leaders.some((person) => person.id === personId)) return profileMessages.roleLeader;
  if (group.steerco.some((person) => person.id === personId)) return profileMessages.roleSteerco;
  const member = group.members.find((person) => person.id === personId);
  return member?.status === 'follower' ? profileMessages.roleFollower : profileMessages.roleMember;
}

/** The teams, squads, chapters and guilds the person has a place in (`cv_library/teams?member=`). */
export function ProfileGroups({ personId }: { personId: string }) {
  const intl = useIntl();
  const groups = useSearch(
    groupsObject,
    { member: personId, sort: 'name', size: GROUPS_SHOWN_MAX },
    { notifyError: false },
  );
  return (
    <ProfileSection title={<FormattedMessage {...profileMessages.groups} />}>
      {groups.isPending ? (
        <Stack spacing={1}>
          <Skeleton width="50%" />
          <Skeleton width="40%" />
        </Stack>
      ) : groups.isError ? (
        <Alert severity="warning">
          <FormattedMessage {...loadMessages.failed} />
        </Alert>
      ) : groups.data.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          <FormattedMessage {...profileMessages.noGroups} />
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {groups.data.data.map((group) => (
            <Stack
              component="li"
              key={group.id}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Chip
                size="small"
                label={intl.formatMessage(GROUP_TYPE_LABEL[group.type])}
                variant="outlined"
              />
              <Link component={RouterLink} to={`/${group.type}/${encodeURIComponent(group.id)}`}>
                {group.name}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {intl.formatMessage(roleIn(group, personId))}
              </Typography>
            </Stack>
          ))}
        </Stack>
      )}
    </ProfileSection>
  );
}
