import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '../../i18n/formatDate';
import { useLocale } from '../../i18n/useLocale';
import { wishesMessages } from './wishesMessages';

export type Wishes = Pick<User, 'available_from' | 'interested_skills' | 'interested_clients'>;

export const hasWishes = (wishes: Wishes) =>
  wishes.available_from !== null ||
  wishes.interested_skills.length > 0 ||
  wishes.interested_clients.length > 0;

function WishChips({ label, items }: { label: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={0.5}
      sx={{ flexWrap: 'wrap', alignItems: 'center', minWidth: 0 }}
    >
      <Typography variant="caption" color="text.secondary" component="span">
        {label}
      </Typography>
      {items.map((item) => (
        <Chip key={item} size="small" variant="outlined" label={item} sx={{ maxWidth: '100%' }} />
      ))}
    </Stack>
  );
}

/**
 * What a person declared they wish for their next assignment: the day they say they are free
 * from, the skills and the clients they would like. On the profile and on the Bench; nothing when
 * they declared none (unless `sayNone`).
 */
export function StaffingWishes({ wishes, sayNone = false }: { wishes: Wishes; sayNone?: boolean }) {
  const intl = useIntl();
  const { language } = useLocale();
  if (!hasWishes(wishes))
    return sayNone ? (
      <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        <FormattedMessage {...wishesMessages.none} />
      </Typography>
    ) : null;
  return (
    <Stack spacing={0.75} data-testid="staffing-wishes">
      {wishes.available_from && (
        <Typography variant="body2">
          <FormattedMessage
            {...wishesMessages.availableFrom}
            values={{ date: formatDate(wishes.available_from, language) }}
          />
        </Typography>
      )}
      <WishChips label={intl.formatMessage(wishesMessages.skills)} items={wishes.interested_skills} />
      <WishChips label={intl.formatMessage(wishesMessages.clients)} items={wishes.interested_clients} />
    </Stack>
  );
}
