import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { PersonAvatar } from '../../layout/PersonAvatar';
import { PersonNameLink } from '../../layout/PersonNameLink';
import type { ParticipantRecord } from './mentorshipApi';
import { mentorsMessages } from './mentorsMessages';

type Props = {
  mentor: ParticipantRecord;
  /** What the viewer may do with the mentor: add them to their favourites. */
  action?: ReactNode;
};

/** A mentor as a card: who they are, what they offer, how many mentees they take and how sought they are. */
export function MentorCard({ mentor, action }: Props) {
  const intl = useIntl();
  const { person } = mentor;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, display: 'flex' }}>
      <Stack spacing={1.5} sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <PersonAvatar person={person} size={56} decorative />
          <Stack sx={{ minWidth: 0 }}>
            <PersonNameLink person={person} strong>
              {mentor.business_unit && (
                <Typography variant="body2" color="text.secondary">
                  {mentor.business_unit}
                </Typography>
              )}
            </PersonNameLink>
          </Stack>
        </Stack>
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {mentor.skills.map((skill) => {
            const level = mentor.skill_levels[skill];
            return (
              <Chip
                key={skill}
                size="small"
                label={
                  level
                    ? intl.formatMessage(mentorsMessages.skillLevel, {
                        skill,
                        level: intl.formatMessage(mentorsMessages[level]),
                      })
                    : skill
                }
              />
            );
          })}
        </Stack>
        <Typography variant="body2">
          <FormattedMessage {...mentorsMessages.takes} values={{ count: mentor.mentee_count ?? 0 }} />
          {' · '}
          <FormattedMessage {...mentorsMessages.seatsLeft} values={{ count: mentor.seats_left }} />
          {' · '}
          <FormattedMessage {...mentorsMessages.chosenFirst} values={{ count: mentor.requested_first }} />
        </Typography>
        {action && <Stack sx={{ alignItems: 'flex-start', mt: 'auto' }}>{action}</Stack>}
      </Stack>
    </Paper>
  );
}
