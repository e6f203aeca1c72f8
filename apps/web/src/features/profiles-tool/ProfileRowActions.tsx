import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { usersObject, type MessageBody, type RecordOf } from '@atrium/contract';
import { useMutation } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { c13sPath } from '../../api/c13s';
import { http } from '../../api/http';
import { useSelf } from '../../api/queries';
import { usePermissions } from '../../api/usePermissions';
import { EditProfileDialog } from '../../forms/profile/EditProfileDialog';
import { ConfirmedActionButton } from '../../layout/ConfirmedActionButton';
import { profilePath } from '../../layout/peoplePaths';
import { MergeDialog } from './MergeDialog';
import { RolesDialog } from './RolesDialog';
import { profilesToolMessages as messages } from './profilesToolMessages';
import { useRefreshAfter } from '../../api/mutations';

type Person = RecordOf<typeof usersObject>;
type Move = 'password-reset' | 'deactivate' | 'reactivate';

/** The account moves of one row, each asked first: the words of its question and of its button. */
const MOVES = {
  'password-reset': {
    label: messages.resetPassword,
    title: messages.resetPasswordTitle,
    body: messages.resetPasswordBody,
    busy: messages.sending,
  },
  deactivate: {
    label: messages.deactivate,
    title: messages.deactivateTitle,
    body: messages.deactivateBody,
    busy: messages.deactivating,
  },
  reactivate: {
    label: messages.reactivate,
    title: messages.reactivateTitle,
    body: messages.reactivateBody,
    busy: messages.reactivating,
  },
} as const;

/** What a deactivated person may undergo, and what the others may (a newcomer leaves through Newcomers). */
const movesOf = (person: Person): Move[] =>
  person.status === 'left'
    ? ['reactivate']
    : person.status === 'active'
      ? ['password-reset', 'deactivate']
      : [];

/**
 * A row's actions in the profiles managing tool: open the profile, edit it (the profile's own
 * dialog, with name and organisation for HR), see the roles (and change them with 'permissions
 * update'), the account moves, merge.
 */
export function ProfileRowActions({ person }: { person: Person }) {
  const refresh = useRefreshAfter();
  const { can } = usePermissions();
  // Management opens the tool too; the account moves are for those who may change people (HR).
  const manages = can(usersObject.permission, 'update');
  // One cached request for every row: the caller's own profile is never merged by them.
  const callerId = useSelf(usersObject, {}, { notifyError: false }).data?.id;
  const [dialog, setDialog] = useState<'edit' | 'roles' | 'merge'>();
  const close = () => setDialog(undefined);
  const move = useMutation({
    mutationFn: (suffix: Move) => http.post<MessageBody>(c13sPath(usersObject, person.id, suffix), undefined),
    onSuccess: () => refresh('update', usersObject),
  });
  const name = `${person.first_name} ${person.last_name}`;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Button size="small" component={Link} to={profilePath(person.id)}>
        {name}
      </Button>
      {person._can.update && (
        <Button size="small" onClick={() => setDialog('edit')}>
          <FormattedMessage {...messages.edit} />
        </Button>
      )}
      {can('permissions', 'read') && (
        <Button size="small" onClick={() => setDialog('roles')}>
          <FormattedMessage {...messages.roles} />
        </Button>
      )}
      {manages &&
        movesOf(person).map((suffix) => (
          <ConfirmedActionButton
            key={suffix}
            size="small"
            destructive={suffix === 'deactivate'}
            label={<FormattedMessage {...MOVES[suffix].label} />}
            title={<FormattedMessage {...MOVES[suffix].title} values={{ name }} />}
            body={<FormattedMessage {...MOVES[suffix].body} />}
            busyLabel={<FormattedMessage {...MOVES[suffix].busy} />}
            onConfirm={() => move.mutateAsync(suffix)}
          />
        ))}
      {manages && person.status === 'active' && callerId !== undefined && person.id !== callerId && (
        <Button size="small" onClick={() => setDialog('merge')}>
          <FormattedMessage {...messages.merge} />
        </Button>
      )}
      {dialog === 'edit' && (
        <EditProfileDialog person={person} own={false} manager={manages} onClose={close} />
      )}
      {dialog === 'roles' && (
        <RolesDialog person={person} editable={can('permissions', 'update')} onClose={close} />
      )}
      {dialog === 'merge' && <MergeDialog kept={person} callerId={callerId} onClose={close} />}
    </Stack>
  );
}
