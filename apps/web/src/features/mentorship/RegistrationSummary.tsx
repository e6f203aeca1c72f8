import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MentorshipParticipant } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { CancelRegistrationButton } from './CancelRegistrationButton';
import { roleMessages } from './mentorshipMessages';
import { processMessages } from './processMessages';
import { RegisterDialog } from './RegisterDialog';

type Props = {
  participant: MentorshipParticipant;
  /** While the registration of their role is open: they may change it or leave. */
  registrationOpen: boolean;
};

/** One's registration: role, motivation, goals, skills, a mentor's figures; changing or cancelling it. */
export function RegistrationSummary({ participant, registrationOpen }: Props) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const mentor = participant.role === 'mentor';
  return (
    <Stack spacing={1.5} component="section" aria-label={intl.formatMessage(processMessages.registeredAs)}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h2">
          <FormattedMessage {...processMessages.registeredAs} />
        </Typography>
        <Chip size="small" color="primary" label={intl.formatMessage(roleMessages[participant.role])} />
      </Stack>
      {participant.motivation && (
        <Typography sx={{ whiteSpace: 'pre-line' }}>{participant.motivation}</Typography>
      )}
      {participant.goals && (
        <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          {participant.goals}
        </Typography>
      )}
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {participant.skills.map((skill) => (
          <Chip key={skill} size="small" variant="outlined" label={skill} />
        ))}
      </Stack>
      {mentor && (
        <Typography variant="body2">
          <FormattedMessage {...processMessages.requestedFirst} />: {participant.requested_first} ·{' '}
          <FormattedMessage {...processMessages.requested} />: {participant.requested}
        </Typography>
      )}
      {registrationOpen && (
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => setEditing(true)}>
            <FormattedMessage {...processMessages.editRegistration} />
          </Button>
          <CancelRegistrationButton participantId={participant.id} />
        </Stack>
      )}
      {editing && (
        <RegisterDialog
          sessionId={participant.session_id}
          role={participant.role}
          participant={participant}
          onClose={() => setEditing(false)}
        />
      )}
    </Stack>
  );
}
