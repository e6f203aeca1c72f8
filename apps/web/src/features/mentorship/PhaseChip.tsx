import Chip, { type ChipProps } from '@mui/material/Chip';
import type { MentorshipPhase } from '@atrium/contract';
import { useIntl } from 'react-intl';
import { phaseMessages } from './mentorshipMessages';

const COLOR: Record<MentorshipPhase, ChipProps['color']> = {
  upcoming: 'default',
  registration: 'info',
  selection: 'primary',
  matching: 'warning',
  closed: 'success',
  archived: 'default',
};

/** Where a session stands, as a chip coloured by it. */
export function PhaseChip({ phase }: { phase: MentorshipPhase }) {
  const intl = useIntl();
  return (
    <Chip
      size="small"
      color={COLOR[phase]}
      variant={phase === 'archived' ? 'outlined' : 'filled'}
      sx={{ alignSelf: 'flex-start' }}
      label={intl.formatMessage(phaseMessages[phase])}
    />
  );
}
