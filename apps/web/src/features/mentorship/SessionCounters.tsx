import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { MentorshipCounts } from '@atrium/contract';
import { useIntl } from 'react-intl';
import { mentorshipMessages } from './mentorshipMessages';

/** A session's counters: mentors, mentees, requests sent, seats left. */
export function SessionCounters({ counts }: { counts: MentorshipCounts }) {
  const intl = useIntl();
  const items = [
    intl.formatMessage(mentorshipMessages.counterMentors, { count: counts.mentors }),
    intl.formatMessage(mentorshipMessages.counterMentees, { count: counts.mentees }),
    intl.formatMessage(mentorshipMessages.counterRequests, { count: counts.requests_sent }),
    intl.formatMessage(mentorshipMessages.counterSeatsLeft, { count: counts.seats_left }),
  ];
  return (
    <Stack
      direction="row"
      spacing={0.5}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      role="list"
      aria-label={intl.formatMessage(mentorshipMessages.counters)}
    >
      {items.map((item) => (
        <Chip key={item} size="small" variant="outlined" label={item} role="listitem" />
      ))}
    </Stack>
  );
}
