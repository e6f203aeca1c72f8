import Stack from '@mui/material/Stack';
import { MENTORSHIP_PERIODS } from '@atrium/contract';
import type { Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormDateField } from '../../forms/FormDateField';
import { periodMessages } from './mentorshipMessages';
import type { SessionBody, SessionFormValues } from './sessionForm';
import { sessionsMessages } from './sessionsMessages';

/** A session's four periods, each a row of its first and last day. */
export function PeriodFields({ control }: { control: Control<SessionFormValues, unknown, SessionBody> }) {
  const intl = useIntl();
  return (
    <>
      {MENTORSHIP_PERIODS.map((field) => {
        const period = intl.formatMessage(periodMessages[field]);
        return (
          <Stack key={field} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormDateField
              control={control}
              name={`${field}.start`}
              label={intl.formatMessage(sessionsMessages.periodStart, { period })}
              required
            />
            <FormDateField
              control={control}
              name={`${field}.end`}
              label={intl.formatMessage(sessionsMessages.periodEnd, { period })}
              required
            />
          </Stack>
        );
      })}
    </>
  );
}
