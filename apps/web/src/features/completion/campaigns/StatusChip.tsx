import Chip from '@mui/material/Chip';
import type { CampaignStatus } from '@atrium/contract';
import { useIntl } from 'react-intl';
import { STATUS_COLOR } from './campaignStatus';
import { statusMessages } from './campaignsMessages';

/** A campaign's status as a chip, coloured by how it stands. */
export function StatusChip({
  status,
  size = 'small',
}: {
  status: CampaignStatus;
  size?: 'small' | 'medium';
}) {
  const intl = useIntl();
  return (
    <Chip
      size={size}
      color={STATUS_COLOR[status]}
      variant={status === 'cancelled' ? 'outlined' : 'filled'}
      sx={{ alignSelf: 'flex-start' }}
      label={intl.formatMessage(statusMessages[status])}
    />
  );
}
