import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { usersObject, type MessageBody } from '@atrium/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { c13sKey, c13sPath } from '../../api/c13s';
import { http } from '../../api/http';
import { PeoplePicker, type PickedPerson } from '../../layout/PeoplePicker';
import { profilesToolMessages as messages } from './profilesToolMessages';

const fullName = (person: PickedPerson) => `${person.first_name} ${person.last_name}`;

/**
 * Merges a duplicate into `kept`: HR picks the duplicate, reads what moves, then confirms. The
 * request is the duplicate's (`…/users/{duplicate}/merge`, `{ into: kept }`); a refusal keeps the
 * dialog open (the http client has said why).
 */
export function MergeDialog({ kept, onClose }: { kept: PickedPerson; onClose: () => void }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [duplicate, setDuplicate] = useState<PickedPerson[]>([]);
  const chosen = duplicate[0];
  const merge = useMutation({
    mutationFn: (from: PickedPerson) =>
      http.post<MessageBody>(c13sPath(usersObject, from.id, 'merge'), { into: kept.id }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: c13sKey(usersObject) });
      onClose();
    },
  });
  const name = fullName(kept);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="merge-title">
      <DialogTitle id="merge-title">
        <FormattedMessage {...messages.mergeTitle} values={{ name }} />
      </DialogTitle>
      <DialogContent>
        <PeoplePicker
          single
          label={intl.formatMessage(messages.mergeDuplicate)}
          value={duplicate}
          // Merging a profile into itself is refused: it is not offered.
          onChange={(people) => setDuplicate(people.filter((person) => person.id !== kept.id))}
        />
        {chosen && (
          <DialogContentText sx={{ mt: 2 }}>
            <FormattedMessage {...messages.mergeSummary} values={{ name, duplicate: fullName(chosen) }} />
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage {...messages.cancel} />
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={!chosen}
          loading={merge.isPending}
          onClick={() => chosen && merge.mutate(chosen)}
        >
          <FormattedMessage {...(merge.isPending ? messages.merging : messages.mergeConfirm)} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
