import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePermissions } from '../../api/usePermissions';
import { PeoplePicker } from '../../layout/PeoplePicker';
import { PersonRolesEditor } from '../../forms/roles/PersonRolesEditor';
import { permissionsMessages } from './permissionsMessages';
import { RoleGrantsEditor } from './RoleGrantsEditor';

/** `/permissions`: role grants and people's roles; changes need 'permissions update'. */
export function PermissionsPage() {
  const intl = useIntl();
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
          <Box sx={{ maxWidth: 480 }}>
            <PeoplePicker
              single
              label={intl.formatMessage(permissionsMessages.finder)}
              value={person ? [person] : []}
              onChange={(people) => setPerson(people[0] ?? null)}
              renderPerson={(user: User) => `${user.first_name} ${user.last_name} · ${user.email}`}
              hint={intl.formatMessage(permissionsMessages.finderHelp)}
              noMatch={intl.formatMessage(permissionsMessages.noMatch)}
            />
          </Box>
          {person && <PersonRolesEditor person={person} editable={editable} />}
        </Stack>
      </Paper>
    </Stack>
  );
}
