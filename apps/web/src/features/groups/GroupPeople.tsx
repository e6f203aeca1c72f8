import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { FOLLOWABLE_GROUP_TYPES, type Group, type PersonRef } from '@atrium/contract';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { usePermissions } from '../../api/usePermissions';
import { CardGrid } from '../../layout/CardGrid';
import { useConfirmPlace } from './groupsApi';
import { groupsMessages } from './groupsMessages';
import { PersonLine } from './PersonLine';

/** The group's places awaiting confirmation, and the confirming, for whoever may (else none). */
type Confirmation = {
  unconfirmed: ReadonlySet<string>;
  confirm: ((userId: string) => void) | undefined;
  busy: boolean;
};

/** A place a leader gave: said so, with Confirm for those who manage groups. */
function AwaitingConfirmation({ userId, confirmation }: { userId: string; confirmation: Confirmation }) {
  const intl = useIntl();
  const { confirm, busy } = confirmation;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
      <Tooltip title={intl.formatMessage(groupsMessages.unconfirmedHelp)}>
        <Chip size="small" variant="outlined" label={intl.formatMessage(groupsMessages.unconfirmed)} />
      </Tooltip>
      {confirm && (
        <Button size="small" disabled={busy} onClick={() => confirm(userId)}>
          <FormattedMessage {...groupsMessages.confirmPlace} />
        </Button>
      )}
    </Stack>
  );
}

function Place({
  title,
  people,
  confirmation,
}: {
  title: MessageDescriptor;
  people: readonly PersonRef[];
  confirmation: Confirmation;
}) {
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
              <PersonLine person={person} linked />
              {confirmation.unconfirmed.has(person.id) && (
                <AwaitingConfirmation userId={person.id} confirmation={confirmation} />
              )}
            </li>
          ))}
        </CardGrid>
      )}
    </section>
  );
}

/**
 * Who is in a group, by role: leaders, steerco, active members and, where one follows, followers.
 * A place a leader gave awaits confirmation by someone with 'teams update', who confirms it here.
 */
export function GroupPeople({ group }: { group: Group }) {
  const { can } = usePermissions();
  const confirmPlace = useConfirmPlace(group.id);
  const confirmation: Confirmation = {
    unconfirmed: new Set(group.unconfirmed),
    confirm: can('teams', 'update') ? (userId) => confirmPlace.mutate(userId) : undefined,
    busy: confirmPlace.isPending,
  };
  const followers = group.members.filter((member) => member.status === 'follower');
  const showFollowers = FOLLOWABLE_GROUP_TYPES.includes(group.type) || followers.length > 0;
  return (
    <Stack spacing={3}>
      <Place title={groupsMessages.leaders} people={group.leaders} confirmation={confirmation} />
      <Place title={groupsMessages.steerco} people={group.steerco} confirmation={confirmation} />
      <Place
        title={groupsMessages.membersPlace}
        people={group.members.filter((member) => member.status === 'active')}
        confirmation={confirmation}
      />
      {showFollowers && (
        <Place title={groupsMessages.followers} people={followers} confirmation={confirmation} />
      )}
    </Stack>
  );
}
