import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import {
  credentialsObject,
  experiencesObject,
  groupsObject,
  mentorshipParticipantsObject,
  newcomersObject,
  resumeObject,
  usersObject,
  type MessageBody,
} from '@atrium/contract';
import { useMutation } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { c13sPath } from '../../api/c13s';
import { http } from '../../api/http';
import { failureText } from '../../i18n/serverMessage';
import { PeoplePicker, type PickedPerson } from '../../layout/PeoplePicker';
import { profilesToolMessages as messages } from './profilesToolMessages';
import { useRefreshAfter } from '../../api/mutations';

/** What the server moves from the duplicate to the kept person (`modules/people/merge-people.ts`). */
const MERGED_RECORDS = [
  credentialsObject,
  groupsObject,
  experiencesObject,
  resumeObject,
  mentorshipParticipantsObject,
  newcomersObject,
];

const fullName = (person: PickedPerson) => `${person.first_name} ${person.last_name}`;

type Props = {
  kept: PickedPerson;
  /** The signed-in person: the server refuses their own profile on either side, so it is not offered. */
  callerId: string | undefined;
  onClose: () => void;
};

/**
 * Merges a duplicate into `kept`: HR picks the duplicate, reads what moves, then confirms. The
 * request is the duplicate's (`…/users/{duplicate}/merge`, `{ into: kept }`); a refusal keeps the
 * dialog open and says why in it (the server's coded message).
 */
export function MergeDialog({ kept, callerId, onClose }: Props) {
  const intl = useIntl();
  const refresh = useRefreshAfter();
  const [duplicate, setDuplicate] = useState<PickedPerson[]>([]);
  const chosen = duplicate[0];
  const merge = useMutation({
    mutationFn: (from: PickedPerson) =>
      http.post<MessageBody>(
        c13sPath(usersObject, from.id, 'merge'),
        { into: kept.id },
        { notifyError: false },
      ),
    onSuccess: async () => {
      // The duplicate is gone; what it owned or belonged to is now the kept person's.
      await refresh('delete', usersObject, MERGED_RECORDS);
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
          // Merging a profile into itself, or the caller's own, is refused: neither is offered.
          exclude={[kept.id, callerId]}
          onChange={setDuplicate}
        />
        {chosen && (
          <DialogContentText sx={{ mt: 2 }}>
            <FormattedMessage {...messages.mergeSummary} values={{ name, duplicate: fullName(chosen) }} />
          </DialogContentText>
        )}
        {merge.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failureText(intl, merge.error)}
          </Alert>
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
