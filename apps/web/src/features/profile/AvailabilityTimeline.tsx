import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { WeekAvailability } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { AvailabilityChip } from '../../layout/availability/AvailabilityChip';
import { availabilityMessages } from '../../layout/availability/availabilityMessages';
import { useAvailability } from '../../layout/availability/useAvailability';
import { ProfileSection } from '../../layout/ProfileSection';
import { visuallyHidden } from '../../layout/visuallyHidden';
import { formatDate } from '../../i18n/formatDate';
import { useLocale } from '../../i18n/useLocale';

type Band = 'free' | 'partly' | 'booked';
const bandOf = (pct: number): Band => (pct >= 100 ? 'free' : pct > 0 ? 'partly' : 'booked');
/** The palette's colours, so both themes draw the bands with the contrast they were made for. */
const BAND_COLOUR: Record<Band, (theme: Theme) => string> = {
  free: (theme) => theme.palette.success.main,
  partly: (theme) => theme.palette.warning.main,
  booked: (theme) => theme.palette.error.main,
};
const LEGEND = [
  ['free', availabilityMessages.legendFree],
  ['partly', availabilityMessages.legendPartly],
  ['booked', availabilityMessages.legendBooked],
] as const;

/** One bar per week, as tall as the share left free; drawn for the eye, the table below says it. */
function WeekBars({ weeks }: { weeks: WeekAvailability[] }) {
  return (
    <Box aria-hidden sx={{ display: 'flex', alignItems: 'flex-end', gap: '2px', height: 40 }}>
      {weeks.map(({ week_start, free_pct }) => (
        <Box
          key={week_start}
          data-testid="availability-week"
          sx={(theme) => ({
            flex: 1,
            minWidth: 4,
            height: `${Math.max(free_pct, 8)}%`,
            borderRadius: 0.5,
            bgcolor: BAND_COLOUR[bandOf(free_pct)](theme),
          })}
        />
      ))}
    </Box>
  );
}

/**
 * A person's next 26 weeks on their profile: free now or from when, the weeks as bars coloured by
 * how booked they are with a legend, and the same weeks as a table for screen readers. Anyone who
 * may read the profile sees it; the clients are never shown here.
 */
export function AvailabilityTimeline({ personId }: { personId: string }) {
  const intl = useIntl();
  const { language } = useLocale();
  const availability = useAvailability([personId]);
  const person = availability.data?.get(personId);
  return (
    <ProfileSection
      title={<FormattedMessage {...availabilityMessages.title} />}
      action={<AvailabilityChip availability={person} />}
    >
      {availability.isPending ? (
        <Skeleton variant="rounded" height={40} />
      ) : availability.isError || !person ? (
        <Alert severity="warning">
          <FormattedMessage {...availabilityMessages.loadFailed} />
        </Alert>
      ) : (
        <Stack spacing={1}>
          <WeekBars weeks={person.weeks} />
          <Stack direction="row" sx={{ justifyContent: 'space-between' }} aria-hidden>
            <Typography variant="caption">{formatDate(person.weeks[0]?.week_start, language)}</Typography>
            <Typography variant="caption">{formatDate(person.weeks.at(-1)?.week_start, language)}</Typography>
          </Stack>
          <Stack
            component="ul"
            direction="row"
            spacing={2}
            sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap' }}
          >
            {LEGEND.map(([band, label]) => (
              <Stack component="li" key={band} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <Box
                  aria-hidden
                  sx={(theme) => ({
                    width: 12,
                    height: 12,
                    borderRadius: 0.5,
                    bgcolor: BAND_COLOUR[band](theme),
                  })}
                />
                <Typography variant="caption">{intl.formatMessage(label)}</Typography>
              </Stack>
            ))}
          </Stack>
          {/* The box clips the table: a table given the hidden style itself spreads the page. */}
          <Box sx={visuallyHidden} data-testid="availability-table-box">
            <table>
              <caption>{intl.formatMessage(availabilityMessages.title)}</caption>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(availabilityMessages.week)}</th>
                  <th scope="col">{intl.formatMessage(availabilityMessages.free)}</th>
                </tr>
              </thead>
              <tbody>
                {person.weeks.map(({ week_start, free_pct }) => (
                  <tr key={week_start}>
                    <th scope="row">{formatDate(week_start, language)}</th>
                    <td>{free_pct} %</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Box>
        </Stack>
      )}
    </ProfileSection>
  );
}
