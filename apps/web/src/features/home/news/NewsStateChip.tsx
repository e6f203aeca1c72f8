import Chip, { type ChipProps } from '@mui/material/Chip';
import type { NewsState } from '@atrium/contract';
import { FormattedMessage } from 'react-intl';
import { newsMessages } from './newsMessages';

const COLOR: Record<NewsState, ChipProps['color']> = {
  draft: 'default',
  scheduled: 'info',
  published: 'success',
  archived: 'default',
};

/** Where a news item stands, for those who manage it. */
export function NewsStateChip({ state }: { state: NewsState }) {
  return (
    <Chip
      size="small"
      variant={state === 'archived' ? 'outlined' : 'filled'}
      color={COLOR[state]}
      label={<FormattedMessage {...newsMessages[`state.${state}`]} />}
    />
  );
}
