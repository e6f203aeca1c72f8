import AvatarGroup from '@mui/material/AvatarGroup';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Group } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { groupPath } from '../../layout/groupPaths';
import { groupsMessages } from './groupsMessages';
import { GROUP_TYPE_LABEL } from './groupTypeMessages';
import { PersonAvatar } from '../../layout/PersonAvatar';

const AVATARS_SHOWN = 5;

/** One group in the overview: type, name, leaders, faces and its active members (the tools' figure). */
export function GroupCard({ group }: { group: Group }) {
  const intl = useIntl();
  const people = [...group.leaders, ...group.steerco, ...group.members];
  const leaders = group.leaders.map((person) => `${person.first_name} ${person.last_name}`);

  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={groupPath(group)} sx={{ height: '100%' }}>
        <CardContent>
          <Stack spacing={1.5}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Chip size="small" color="primary" label={intl.formatMessage(GROUP_TYPE_LABEL[group.type])} />
              {group.code_name && (
                <Typography variant="caption" color="text.secondary" noWrap>
                  {group.code_name}
                </Typography>
              )}
            </Stack>
            <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
              {group.name}
            </Typography>
            {leaders.length > 0 && (
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage {...groupsMessages.ledBy} values={{ names: leaders.join(', ') }} />
              </Typography>
            )}
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <AvatarGroup
                max={AVATARS_SHOWN}
                total={people.length}
                // MUI's grey '+3' with the page colour on it reads at 1.8:1; this reads at 6.2:1.
                slotProps={{
                  surplus: {
                    sx: { width: 28, height: 28, fontSize: 13, bgcolor: 'grey.700', color: 'common.white' },
                  },
                }}
              >
                {people.slice(0, AVATARS_SHOWN).map((person) => (
                  <PersonAvatar key={person.id} person={person} size={28} />
                ))}
              </AvatarGroup>
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage
                  {...groupsMessages.activeMembersCount}
                  values={{ count: group.active_members }}
                />
              </Typography>
            </Stack>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
