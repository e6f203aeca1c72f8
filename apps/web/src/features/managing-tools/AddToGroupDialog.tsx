import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { groupsObject, usersObject, type AddGroupMembersInput, type Group } from '@atrium/contract';
import { useMutation } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { c13sPath } from '../../api/c13s';
import { useRefreshAfter } from '../../api/mutations';
import { http } from '../../api/http';
import { GroupPicker } from '../../layout/GroupPicker';
import { countedMessages, managingToolsMessages as messages } from './managingToolsMessages';

type Props = { people: readonly string[]; onClose: () => void; onDone: () => void };

/** Adds the chosen people to one group, as active members, under the group's own rules. */
export function AddToGroupDialog({ people, onClose, onDone }: Props) {
  const intl = useIntl();
  const refresh = useRefreshAfter();
  const [group, setGroup] = useState<string[]>([]);
  const add = useMutation({
    mutationFn: (id: string) =>
      http.post<Group & { msg: string }>(c13sPath(groupsObject, id, 'members'), {
        user_ids: [...people],
      } satisfies AddGroupMembersInput),
    onSuccess: async () => {
      // The group gains members; each person's profile lists their groups.
      await refresh('update', groupsObject, [usersObject]);
      onDone();
    },
  });
  const count = people.length;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        <FormattedMessage {...countedMessages.addToGroupTitle} values={{ count }} />
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          <FormattedMessage {...messages.addToGroupHelp} />
        </DialogContentText>
        <GroupPicker
          label={intl.formatMessage(messages.addToGroupPicker)}
          value={group}
          onChange={setGroup}
          max={1}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage {...messages.cancel} />
        </Button>
        <Button
          variant="contained"
          disabled={group.length === 0 || add.isPending}
          onClick={() => add.mutate(group[0]!)}
        >
          <FormattedMessage {...messages.add} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
