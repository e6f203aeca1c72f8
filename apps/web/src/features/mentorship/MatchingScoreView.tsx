import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MatchingScore } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { matchingMessages } from './matchingMessages';
import { mentorshipMessages } from './mentorshipMessages';

/** How good a matching is: how many mentees are matched, and how many got their 1st, 2nd, 3rd choice. */
export function MatchingScoreView({ score }: { score: MatchingScore }) {
  const intl = useIntl();
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="p">
        <FormattedMessage
          {...matchingMessages.score}
          values={{ matched: score.matched, mentees: score.mentees }}
        />
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {score.by_rank.map((count, index) => (
          <Chip
            key={index}
            variant="outlined"
            label={intl.formatMessage(matchingMessages.byRank, {
              rank: intl.formatMessage(mentorshipMessages.ordinal, { rank: index + 1 }),
              count,
            })}
          />
        ))}
      </Stack>
    </Stack>
  );
}
