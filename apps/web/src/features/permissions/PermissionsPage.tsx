import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from '@atrium/contract';
import { FormattedMessage } from 'react-intl';
import { usePermissions } from '../../api/usePermissions';
import { PersonFinder } from './PersonFinder';
import { PersonRolesEditor } from './PersonRolesEditor';
import { permissionsMessages } from './permissionsMessages';
import { RoleGrantsEditor } from './RoleGrantsEditor';

/** `/permissions`: role grants and people's roles; changes need 'permissions update'. */
export function PermissionsPage() {
  const { can } = usePermissions();
  const editable = can('permissions', 'update');
  const [person, setPerson] = useState<User | null>(null);

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
          <FormattedMessage {...permissionsMessages.title} />
        </Typography>
        <Typography color="text.secondary">
          <FormattedMessage {...permissionsMessages.intro} />
        </Typography>
      </div>
      <Paper variant="outlined" component="section" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          <FormattedMessage {...permissionsMessages.rolesTitle} />
        </Typography>
        <RoleGrantsEditor editable={editable} />
      </Paper>
      <Paper variant="outlined" component="section" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          <FormattedMessage {...permissionsMessages.peopleTitle} />
        </Typography>
        <Stack spacing={3}>
          <PersonFinder value={person} onChange={setPerson} />
          {person && <PersonRolesEditor person={person} editable={editable} />}
        </Stack>
      </Paper>
    </Stack>
  );
}
