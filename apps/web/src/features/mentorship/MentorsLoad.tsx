import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MentorLoad } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { CardGrid } from '../../layout/CardGrid';
import { matchingMessages } from './matchingMessages';
import { PersonName } from './PersonName';

/** Each mentor's mentees against their capacity. */
export function MentorsLoad({ mentors }: { mentors: readonly MentorLoad[] }) {
  const intl = useIntl();
  return (
    <Stack spacing={1} component="section" aria-label={intl.formatMessage(matchingMessages.mentors)}>
      <Typography variant="h6" component="h2">
        <FormattedMessage {...matchingMessages.mentors} />
      </Typography>
      <CardGrid minWidth={240}>
        {mentors.map((mentor) => (
          <Stack key={mentor.id} component="li" spacing={0.5}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <PersonName person={mentor.person} size={28} />
              <Typography variant="body2">
                <FormattedMessage
                  {...matchingMessages.load}
                  values={{ assigned: mentor.assigned, capacity: mentor.capacity }}
                />
              </Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              value={mentor.capacity > 0 ? Math.min(100, (100 * mentor.assigned) / mentor.capacity) : 0}
              aria-hidden
            />
          </Stack>
        ))}
      </CardGrid>
    </Stack>
  );
}
