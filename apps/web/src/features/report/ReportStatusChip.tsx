import Chip, { type ChipProps } from '@mui/material/Chip';
import type { ReportStatus } from '@atrium/contract';
import { FormattedMessage } from 'react-intl';
import { feedbackMessages } from './feedbackMessages';

const COLOR: Record<ReportStatus, ChipProps['color']> = {
  new: 'info',
  in_progress: 'default',
  done: 'success',
};

/** Where a report stands: new → in progress → done. */
export function ReportStatusChip({ status }: { status: ReportStatus }) {
  return (
    <Chip
      size="small"
      color={COLOR[status]}
      label={<FormattedMessage {...feedbackMessages[`status.${status}`]} />}
    />
  );
}
