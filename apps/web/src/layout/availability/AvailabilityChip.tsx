import Chip from '@mui/material/Chip';
import type { PersonAvailability } from '@atrium/contract';
import { useIntl } from 'react-intl';
import { formatDate } from '../../i18n/formatDate';
import { useLocale } from '../../i18n/useLocale';
import { availabilityMessages } from './availabilityMessages';

/**
 * What a card says of a person's time: "Free 50 % now" when at least half free this week, else
 * "Free from <date>" (the Monday from which they stay at least half free), else the little they
 * have free now, else booked for the whole window. Nothing until the availability is in.
 */
export function AvailabilityChip({ availability }: { availability: PersonAvailability | undefined }) {
  const intl = useIntl();
  const { language } = useLocale();
  if (!availability) return null;
  const { free_now: pct, free_from: from } = availability;
  const label =
    pct >= 50 || (pct > 0 && !from)
      ? intl.formatMessage(availabilityMessages.freeNow, { pct })
      : from
        ? intl.formatMessage(availabilityMessages.freeFrom, { date: formatDate(from, language) })
        : intl.formatMessage(availabilityMessages.booked);
  return (
    <Chip
      size="small"
      variant="outlined"
      // Success's green keeps its contrast as outlined text in both themes; warning's orange does not.
      color={pct >= 50 ? 'success' : 'default'}
      label={label}
    />
  );
}
