import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { User } from '@atrium/contract';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { isHttpError } from '../../api/HttpError';
import { useById, useSelf } from '../../api/queries';
import { usePermissions } from '../../api/usePermissions';
import { Spinner } from '../../layout/Spinner';
import { EditProfileDialog } from './EditProfileDialog';
import { EditSkillsDialog } from './EditSkillsDialog';
import { PEOPLE_MODULE, SKILL_TYPES, USERS_OBJECT, WHOS_WHO_PATH, type SkillType } from './peopleApi';
import { commonMessages } from './peopleMessages';
import { ProfileCredentials } from './ProfileCredentials';
import { ProfileDetails } from './ProfileDetails';
import { ProfileGroups } from './ProfileGroups';
import { ProfileHeader } from './ProfileHeader';
import { profileMessages } from './profileMessages';
import { ProfilePhotoDialog } from './ProfilePhotoDialog';

type OpenDialog = { kind: 'profile' } | { kind: 'photo' } | { kind: 'skills'; type: SkillType } | undefined;

/**
 * `/profile/{id}`: a person's profile (My Profile when it is one's own), with the dialogs to edit
 * it for the person and holders of 'users update' (the server checks again).
 */
export function ProfilePage() {
  const { id } = useParams();
  const { can } = usePermissions();
  const self = useSelf<User>(PEOPLE_MODULE, USERS_OBJECT, {}, { notifyError: false });
  const person = useById<User>(PEOPLE_MODULE, USERS_OBJECT, id, {}, { notifyError: false });
  const [dialog, setDialog] = useState<OpenDialog>();

  if (person.isPending) return <Spinner />;
  if (person.isError) {
    const missing = isHttpError(person.error) && (person.error.status === 404 || person.error.status === 400);
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert
          severity={missing ? 'info' : 'error'}
          action={
            missing ? undefined : (
              <Button color="inherit" onClick={() => void person.refetch()}>
                <FormattedMessage {...commonMessages.retry} />
              </Button>
            )
          }
        >
          <FormattedMessage {...(missing ? profileMessages.notFound : commonMessages.loadFailed)} />
        </Alert>
        <Button component={RouterLink} to={WHOS_WHO_PATH} startIcon={<ArrowBackIcon />}>
          <FormattedMessage {...profileMessages.backToSearch} />
        </Button>
      </Stack>
    );
  }

  const profile = person.data;
  const own = self.data?.id === profile.id;
  const manager = can('users', 'update');
  const canEdit = own || manager;
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
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={3}>
          <ProfileDetails
            person={profile}
            own={own}
            editableSkills={editableSkills}
            onEditSkills={(type) => setDialog({ kind: 'skills', type })}
          />
          {can('teams', 'read') && <ProfileGroups personId={profile.id} />}
          {can('credentials', 'read') && <ProfileCredentials personId={profile.id} />}
        </Stack>
      </Grid>
      {dialog?.kind === 'profile' && (
        <EditProfileDialog person={profile} own={own} manager={manager} onClose={close} />
      )}
      {dialog?.kind === 'photo' && <ProfilePhotoDialog person={profile} own={own} onClose={close} />}
      {dialog?.kind === 'skills' && (
        <EditSkillsDialog person={profile} type={dialog.type} own={own} onClose={close} />
      )}
    </Grid>
  );
}
