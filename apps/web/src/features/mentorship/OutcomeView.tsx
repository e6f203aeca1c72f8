import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChosenMentor, MentorshipOutcome, MentorshipRole } from '@atrium/contract';
import { FormattedMessage } from 'react-intl';
import { MatchExplanationText } from './MatchExplanationText';
import { PersonName } from './PersonName';
import { processMessages } from './processMessages';

type Props = { role: MentorshipRole; outcome: MentorshipOutcome; favourites: readonly ChosenMentor[] };

/** The published outcome: a mentee's mentor and why (or why none), a mentor's mentees. */
export function OutcomeView({ role, outcome, favourites }: Props) {
  const why = outcome.explanation && (
    <Typography color="text.secondary">
      <MatchExplanationText explanation={outcome.explanation} favourites={favourites} />
    </Typography>
  );
  return (
    <Stack spacing={1.5} component="section">
      <Typography variant="h6" component="h2">
        <FormattedMessage {...processMessages.outcome} />
      </Typography>
      {role === 'mentor' ? (
        outcome.mentees.length === 0 ? (
          <Typography>
            <FormattedMessage {...processMessages.noMentees} />
          </Typography>
        ) : (
          <Stack spacing={1}>
            <Typography>
              <FormattedMessage {...processMessages.yourMentees} />
            </Typography>
            {outcome.mentees.map((mentee) => (
              <PersonName key={mentee.id} person={mentee} size={40} />
            ))}
          </Stack>
        )
      ) : outcome.matched && outcome.mentor ? (
        <Alert severity="success" icon={false}>
          <Stack spacing={1}>
            <Typography sx={{ fontWeight: 600 }}>
              <FormattedMessage
                {...processMessages.matchedWith}
                values={{ name: `${outcome.mentor.first_name} ${outcome.mentor.last_name}` }}
              />
            </Typography>
            <PersonName person={outcome.mentor} size={48} />
            {why}
          </Stack>
        </Alert>
      ) : (
        <Alert severity="warning">
          <Typography sx={{ fontWeight: 600 }}>
            <FormattedMessage {...processMessages.notMatched} />
          </Typography>
          {why}
        </Alert>
      )}
    </Stack>
  );
}
