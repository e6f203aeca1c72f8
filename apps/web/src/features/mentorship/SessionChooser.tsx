import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import type { SessionRecord } from './mentorshipApi';
import { mentorsMessages } from './mentorsMessages';

type Props = { sessions: readonly SessionRecord[]; value: string; onChange: (id: string) => void };

/** Which session the page shows, among the open ones (or the archived ones, when asked). */
export function SessionChooser({ sessions, value, onChange }: Props) {
  const intl = useIntl();
  return (
    <TextField
      select
      size="small"
      label={intl.formatMessage(mentorsMessages.session)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 260, alignSelf: 'flex-start' }}
    >
      {sessions.map((session) => (
        <MenuItem key={session.id} value={session.id}>
          {session.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
