import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MENTORSHIP_PERIODS, type MentorshipPeriod, type Period } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '../../i18n/formatDate';
import { useLocale } from '../../i18n/useLocale';
import { mentorshipMessages, periodMessages } from './mentorshipMessages';

type Props = {
  session: Record<MentorshipPeriod, Period> & { open_periods: readonly MentorshipPeriod[] };
};

/** A session's four periods, the open ones in bold; '---' for a date that is missing or invalid. */
export function SessionPeriods({ session }: Props) {
  const intl = useIntl();
  const { language } = useLocale();
  return (
    <Box
      component="dl"
      aria-label={intl.formatMessage(mentorshipMessages.periods)}
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25, m: 0 }}
    >
      {MENTORSHIP_PERIODS.map((period) => {
        const open = session.open_periods.includes(period);
        return (
          <Box key={period} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              <FormattedMessage {...periodMessages[period]} />
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: open ? 700 : undefined }}>
              <FormattedMessage
                {...mentorshipMessages.period}
                values={{
                  start: formatDate(session[period].start, language),
                  end: formatDate(session[period].end, language),
                }}
              />
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
