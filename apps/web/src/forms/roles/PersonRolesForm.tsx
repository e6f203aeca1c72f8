import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import type { User } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { ASSIGNABLE_ROLES, type AssignableRole } from './assignableRoles';
import { useSetUserRoles } from './userRolesApi';
import { rolesMessages } from './rolesMessages';
import { roleLabel } from './roleLabel';

type Props = { person: User; initial: readonly AssignableRole[]; editable: boolean };

/** A draft of one person's roles, saved together. */
export function PersonRolesForm({ person, initial, editable }: Props) {
  const intl = useIntl();
  const save = useSetUserRoles(person.id);
  const [draft, setDraft] = useState<ReadonlySet<AssignableRole>>(new Set(initial));
  const changed = draft.size !== initial.length || initial.some((role) => !draft.has(role));

  const toggle = (role: AssignableRole, on: boolean) =>
    setDraft((current) => {
      const next = new Set(current);
      if (on) next.add(role);
      else next.delete(role);
      return next;
    });

  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ roles: ASSIGNABLE_ROLES.filter((role) => draft.has(role)) });
      }}
    >
      <FormControl component="fieldset" disabled={!editable}>
        <FormLabel component="legend">
          <FormattedMessage
            {...rolesMessages.rolesOf}
            values={{ name: `${person.first_name} ${person.last_name}` }}
          />
        </FormLabel>
        <FormGroup row>
          {ASSIGNABLE_ROLES.map((role) => (
            <FormControlLabel
              key={role}
              control={
                <Checkbox
                  checked={draft.has(role)}
                  onChange={(event) => toggle(role, event.target.checked)}
                />
              }
              label={roleLabel(intl, role)}
            />
          ))}
        </FormGroup>
        <FormHelperText>
          <FormattedMessage {...rolesMessages.guestNote} />
        </FormHelperText>
      </FormControl>
      {editable && (
        <Button
          type="submit"
          variant="contained"
          disabled={!changed}
          loading={save.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          <FormattedMessage {...rolesMessages.save} />
        </Button>
      )}
    </Stack>
  );
}
