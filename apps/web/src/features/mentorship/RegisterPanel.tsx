import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MENTORSHIP_ROLES, type MentorshipRole } from '@atrium/contract';
import { FormattedMessage } from 'react-intl';
import type { SessionRecord } from './mentorshipApi';
import { processMessages } from './processMessages';
import { RegisterDialog } from './RegisterDialog';

const LABELS = { mentor: processMessages.registerMentor, mentee: processMessages.registerMentee };

/** For one not registered: registering as a mentor or a mentee, whichever registration is open. */
export function RegisterPanel({ session }: { session: SessionRecord }) {
  const [role, setRole] = useState<MentorshipRole>();
  const open = MENTORSHIP_ROLES.filter((each) => session.open_periods.includes(`${each}_registration`));
  if (open.length === 0)
    return (
      <Alert severity="info">
        <FormattedMessage {...processMessages.registrationClosed} />
      </Alert>
    );
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography>
        <FormattedMessage {...processMessages.notRegistered} />
      </Typography>
      <Stack direction="row" spacing={1}>
        {open.map((each) => (
          <Button key={each} variant="contained" onClick={() => setRole(each)}>
            <FormattedMessage {...LABELS[each]} />
          </Button>
        ))}
      </Stack>
      {role && <RegisterDialog sessionId={session.id} role={role} onClose={() => setRole(undefined)} />}
    </Stack>
  );
}
