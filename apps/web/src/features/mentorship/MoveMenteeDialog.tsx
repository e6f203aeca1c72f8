import { useState } from 'react';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { MatchMoveInput, MenteeMatch, MentorLoad } from '@atrium/contract';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { RecordDialog } from '../../forms/RecordDialog';
import { recordDialogProps } from '../../forms/recordForm';
import { failureText } from '../../i18n/serverMessage';
import { useMoveMentee } from './mentorshipApi';
import { matchingMessages } from './matchingMessages';
import { mentorshipMessages } from './mentorshipMessages';

const NONE = 'none';

/**
 * A radio's value is a string: 'none' stands for no mentor, sent as null. The choices are the
 * server's own mentors, so there is nothing to check before sending; the seats are the server's.
 */
type FormValues = { mentor_id: string };

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
  const { control, handleSubmit, formState } = useForm<FormValues>({
    defaultValues: { mentor_id: match.mentor_id ?? NONE },
  });
  const [failure, setFailure] = useState<string>();
  const loadOf = new Map(mentors.map((mentor) => [mentor.id, mentor]));
  const name = `${match.mentee.first_name} ${match.mentee.last_name}`;

  const submit = handleSubmit(async ({ mentor_id }) => {
    const body: MatchMoveInput = { mentor_id: mentor_id === NONE ? null : mentor_id };
    setFailure(undefined);
    try {
      await move.mutateAsync({ menteeId: match.mentee_id, body });
    } catch (error) {
      // The mentor's seats are the server's to count: why it refused shows here, the dialog open.
      setFailure(failureText(intl, error));
      return;
    }
    onClose();
  });

  return (
    <RecordDialog
      title={<FormattedMessage {...matchingMessages.moveTitle} values={{ name }} />}
      {...recordDialogProps(formState, submit, onClose)}
      size="sm"
    >
      <Alert severity="info">
        <FormattedMessage {...matchingMessages.moveHelp} />
      </Alert>
      <Controller
        control={control}
        name="mentor_id"
        render={({ field }) => (
          <RadioGroup
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
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
        )}
      />
      {failure && <Alert severity="error">{failure}</Alert>}
    </RecordDialog>
  );
}
