import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { User } from '@atrium/contract';
import { FormattedMessage } from 'react-intl';
import { PersonRolesEditor } from '../../forms/roles/PersonRolesEditor';
import { layoutMessages } from '../../layout/layoutMessages';
import { profilesToolMessages as messages } from './profilesToolMessages';

/**
 * A person's roles from the profiles managing tool: the permissions screen's form, read-only
 * unless the caller may change permissions. It saves by itself; closing keeps what was saved.
 */
export function RolesDialog({
  person,
  editable,
  onClose,
}: {
  person: User;
  editable: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        <FormattedMessage {...messages.roles} />
      </DialogTitle>
      <DialogContent>
        <PersonRolesEditor person={person} editable={editable} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage {...layoutMessages.close} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
