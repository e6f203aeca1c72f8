import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PersonAddOutlinedIcon from '@mui/icons-material/PersonAddOutlined';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import { usersObject, FOLLOWABLE_GROUP_TYPES, type groupsObject, type RecordOf } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useSelf } from '../../api/queries';
import { ConfirmDeleteDialog } from '../../layout/ConfirmDeleteDialog';
import { GroupDialog } from './GroupDialog';
import { groupPath, GROUPS_PATH } from '../../layout/groupPaths';
import { useDeleteGroup, useFollow } from './groupsApi';
import { followMessages, groupsMessages } from './groupsMessages';

/**
 * What the signed-in person may do with a group, as the server decides it: follow or stop
 * following a chapter or guild where they have no other place; edit and delete it (after
 * confirming) when the record says they may.
 */
export function GroupActions({ group }: { group: RecordOf<typeof groupsObject> }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const me = useSelf(usersObject, {}, { notifyError: false }).data?.id;
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteGroup();
  const follow = useFollow({
    follow: intl.formatMessage(followMessages.followed),
    unfollow: intl.formatMessage(followMessages.unfollowed),
  });

  const place = group.leaders.some((person) => person.id === me)
    ? 'leader'
    : group.steerco.some((person) => person.id === me)
      ? 'steerco'
      : group.members.find((member) => member.id === me)?.status;
  const canFollow =
    FOLLOWABLE_GROUP_TYPES.includes(group.type) && (place === undefined || place === 'follower');

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
      {canFollow && me && (
        <Button
          variant={place === 'follower' ? 'outlined' : 'contained'}
          startIcon={place === 'follower' ? <PersonRemoveOutlinedIcon /> : <PersonAddOutlinedIcon />}
          loading={follow.isPending}
          onClick={() => follow.mutate({ id: group.id, follow: place !== 'follower' })}
        >
          <FormattedMessage {...(place === 'follower' ? groupsMessages.unfollow : groupsMessages.follow)} />
        </Button>
      )}
      {group._can.update && (
        <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)}>
          <FormattedMessage {...groupsMessages.edit} />
        </Button>
      )}
      {group._can.delete && (
        <Button color="error" startIcon={<DeleteOutlinedIcon />} onClick={() => setConfirming(true)}>
          <FormattedMessage {...groupsMessages.delete} />
        </Button>
      )}
      {editing && (
        <GroupDialog
          group={group}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            // A new type moves the group to another address.
            if (saved.type !== group.type) navigate(groupPath(saved), { replace: true });
          }}
        />
      )}
      {confirming && (
        <ConfirmDeleteDialog
          title={<FormattedMessage {...groupsMessages.deleteTitle} />}
          body={<FormattedMessage {...groupsMessages.confirmDeleteBody} values={{ name: group.name }} />}
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            await remove.mutateAsync(group.id);
            await navigate(GROUPS_PATH, { replace: true });
          }}
        />
      )}
    </Stack>
  );
}
