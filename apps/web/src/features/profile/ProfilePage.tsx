import { useDeferredValue, useState } from 'react';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { usersObject } from '@atrium/contract';
import { useParams } from 'react-router';
import { useById, useSelf } from '../../api/queries';
import { usePermissions } from '../../api/usePermissions';
import { HistoryPanel } from '../../layout/HistoryPanel';
import { Spinner } from '../../layout/Spinner';
import { DeactivateAccountButton } from './DeactivateAccountButton';
import { EditProfileDialog } from '../../forms/profile/EditProfileDialog';
import { EditSkillsDialog } from './EditSkillsDialog';
import { SKILL_TYPES } from './skillTypes';
import { ProfileCredentials } from './ProfileCredentials';
import { ProfileDetails } from './ProfileDetails';
import { ProfileGroups } from './ProfileGroups';
import { ProfileHeader } from './ProfileHeader';
import { PersonUnavailable } from '../../layout/PersonUnavailable';
import { ProfilePhotoDialog } from './ProfilePhotoDialog';
import type { ProfileDialog } from './profileFix';
import { useFixLink } from './useFixLink';
import { useSkillYears } from './useSkillYears';
import { AvailabilityTimeline } from './AvailabilityTimeline';

/**
 * `/profile/{id}`: a person's profile (My Profile when it is one's own), with the dialogs to edit
 * it for the person and holders of 'users update' (the server checks again).
 */
export function ProfilePage({ personId }: { personId?: string }) {
  const params = useParams();
  const id = personId ?? params.id;
  const { can } = usePermissions();
  const self = useSelf(usersObject, {}, { notifyError: false });
  const person = useById(usersObject, id, {}, { notifyError: false });
  // Asked for beside the person, not after: the profile waits for both and is drawn once.
  const monthsOf = useSkillYears(id);
  const [dialog, setDialog] = useState<ProfileDialog>();
  // The whole profile renders in a transition, sliced, once it arrives: the spinner stays meanwhile,
  // and a phone keeps answering taps instead of running one long task.
  const profile = useDeferredValue(person.data);
  useFixLink({
    profileId: person.data?.id,
    selfId: self.isPending ? undefined : (self.data?.id ?? null),
    editable: person.data?._can.update === true,
    may: (wanted) => wanted.kind !== 'skills' || can('tag', wanted.type),
    open: setDialog,
  });

  if (person.isError) {
    return <PersonUnavailable query={person} />;
  }
  // Another person asked for: their answer, not the last one's page.
  if (!profile || !person.data || !monthsOf) return <Spinner />;

  const own = self.data?.id === profile.id;
  const manager = can('users', 'update');
  const canEdit = profile._can.update;
  const editableSkills = canEdit ? SKILL_TYPES.filter((type) => can('tag', type)) : [];
  const close = () => setDialog(undefined);

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Stack spacing={3} sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
          <ProfileHeader
            person={profile}
            own={own}
            canEdit={canEdit}
            canSeeResumes={can('resume', 'read')}
            onEdit={() => setDialog({ kind: 'profile' })}
            onPhoto={() => setDialog({ kind: 'photo' })}
          />
          {/* Never one's own account: the server refuses it too. */}
          {manager && self.data && !own && <DeactivateAccountButton person={profile} />}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={3}>
          <ProfileDetails
            person={profile}
            own={own}
            editableSkills={editableSkills}
            onEditSkills={(type) => setDialog({ kind: 'skills', type })}
            monthsOf={monthsOf}
          />
          <AvailabilityTimeline personId={profile.id} />
          {can('teams', 'read') && <ProfileGroups personId={profile.id} />}
          {can('credentials', 'read') && <ProfileCredentials personId={profile.id} />}
          <HistoryPanel recordId={profile.id} />
        </Stack>
      </Grid>
      {dialog?.kind === 'profile' && (
        <EditProfileDialog
          person={profile}
          own={own}
          manager={manager}
          focus={dialog.focus}
          onClose={close}
        />
      )}
      {dialog?.kind === 'photo' && <ProfilePhotoDialog person={profile} own={own} onClose={close} />}
      {dialog?.kind === 'skills' && (
        <EditSkillsDialog person={profile} type={dialog.type} own={own} onClose={close} />
      )}
    </Grid>
  );
}
