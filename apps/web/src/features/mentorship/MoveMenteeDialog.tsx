import { useState } from 'react';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { MenteeMatch, MentorLoad } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { RecordDialog } from '../../forms/RecordDialog';
import { failureText } from '../../i18n/serverMessage';
import { useMoveMentee } from './mentorshipApi';
import { matchingMessages } from './matchingMessages';
import { mentorshipMessages } from './mentorshipMessages';

const NONE = 'none';

type Props = {
  sessionId: string;
  match: MenteeMatch;
  mentors: readonly MentorLoad[];
  onClose: () => void;
};

/** An administrator moves a mentee by hand: to one of their favourites with a free seat, or to none. */
export function MoveMenteeDialog({ sessionId, match, mentors, onClose }: Props) {
  const intl = useIntl();
  const move = useMoveMentee(sessionId);
  const [chosen, setChosen] = useState(match.mentor_id ?? NONE);
  const [failure, setFailure] = useState<string>();
  const loadOf = new Map(mentors.map((mentor) => [mentor.id, mentor]));
  const name = `${match.mentee.first_name} ${match.mentee.last_name}`;

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    move
      .mutateAsync({ menteeId: match.mentee_id, body: { mentor_id: chosen === NONE ? null : chosen } })
      .then(onClose)
      .catch((error: unknown) => setFailure(failureText(intl, error)));
  };

  return (
    <RecordDialog
      title={<FormattedMessage {...matchingMessages.moveTitle} values={{ name }} />}
      dirty={chosen !== (match.mentor_id ?? NONE)}
      onClose={onClose}
      onSubmit={submit}
      submitting={move.isPending}
      size="sm"
    >
      <Alert severity="info">
        <FormattedMessage {...matchingMessages.moveHelp} />
      </Alert>
      <RadioGroup
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        aria-label={intl.formatMessage(matchingMessages.moveTitle, { name })}
      >
        {match.favourites.map((favourite) => {
          const load = loadOf.get(favourite.id);
          const assigned = load?.assigned ?? 0;
          const capacity = load?.capacity ?? 0;
          const full = assigned >= capacity && favourite.id !== match.mentor_id;
          return (
            <FormControlLabel
              key={favourite.id}
              value={favourite.id}
              disabled={full}
              control={<Radio />}
              label={intl.formatMessage(matchingMessages.favouriteOption, {
                rank: intl.formatMessage(mentorshipMessages.ordinal, { rank: favourite.rank }),
                name: `${favourite.person.first_name} ${favourite.person.last_name}`,
                assigned,
                capacity,
              })}
            />
          );
        })}
        <FormControlLabel
          value={NONE}
          control={<Radio />}
          label={intl.formatMessage(matchingMessages.noMentorOption)}
        />
      </RadioGroup>
      {failure && <Alert severity="error">{failure}</Alert>}
    </RecordDialog>
  );
}
