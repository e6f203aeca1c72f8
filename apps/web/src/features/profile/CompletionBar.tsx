import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldMessages } from '../../i18n/fieldMessages';
import { profileMessages } from './profileMessages';

type Props = {
  person: Pick<User, 'completion_rate' | 'completion_missing'>;
  /** Name what is left to fill (to the person and those who may edit the profile). */
  showMissing?: boolean;
};

/**
 * How complete a profile is and, to its editors, what is missing: both measured by the server
 * against the completion profile of the person's population.
 */
export function CompletionBar({ person, showMissing = false }: Props) {
  const intl = useIntl();
  const rate = Math.max(0, Math.min(100, Math.round(person.completion_rate)));
  const missing = person.completion_missing;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="p">
        <FormattedMessage {...profileMessages.completion} values={{ rate }} />
      </Typography>
      <LinearProgress
        variant="determinate"
        value={rate}
        color={rate >= 100 ? 'success' : 'primary'}
        aria-label={intl.formatMessage(profileMessages.completionLabel)}
        sx={{ height: 8, borderRadius: 4 }}
      />
      {showMissing && (
        <Typography variant="body2" color="text.secondary">
          {missing.length === 0 ? (
            <FormattedMessage {...profileMessages.completionDone} />
          ) : (
            <FormattedMessage
              {...profileMessages.missing}
              values={{
                fields: missing.map((field) => intl.formatMessage(fieldMessages[field])).join(', '),
              }}
            />
          )}
        </Typography>
      )}
    </Stack>
  );
}
