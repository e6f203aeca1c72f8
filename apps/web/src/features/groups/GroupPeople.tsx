import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FOLLOWABLE_GROUP_TYPES, type Group, type PersonRef } from '@atrium/contract';
import { CardGrid } from '../../layout/CardGrid';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { groupsMessages } from './groupsMessages';
import { PersonLine } from './PersonLine';

function Place({ title, people }: { title: MessageDescriptor; people: readonly PersonRef[] }) {
  const intl = useIntl();
  return (
    <section>
      <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 1 }}>
        <FormattedMessage
          {...groupsMessages.count}
          values={{ label: intl.formatMessage(title), count: people.length }}
        />
      </Typography>
      {people.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage {...groupsMessages.nobody} />
        </Typography>
      ) : (
        <CardGrid minWidth={240} gap={1.5}>
          {people.map((person) => (
            <li key={person.id}>
              <PersonLine person={person} />
            </li>
          ))}
        </CardGrid>
      )}
    </section>
  );
}

/** Who is in a group, by role: leaders, steerco, active members and, where one follows, followers. */
export function GroupPeople({ group }: { group: Group }) {
  const followers = group.members.filter((member) => member.status === 'follower');
  const showFollowers = FOLLOWABLE_GROUP_TYPES.includes(group.type) || followers.length > 0;
  return (
    <Stack spacing={3}>
      <Place title={groupsMessages.leaders} people={group.leaders} />
      <Place title={groupsMessages.steerco} people={group.steerco} />
      <Place
        title={groupsMessages.activeMembers}
        people={group.members.filter((member) => member.status === 'active')}
      />
      {showFollowers && <Place title={groupsMessages.followers} people={followers} />}
    </Stack>
  );
}
