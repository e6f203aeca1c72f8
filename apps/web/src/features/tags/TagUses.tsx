import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { TAG_USE_PLACES, type TagUsage } from '@atrium/contract';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { tagsMessages } from './tagsMessages';

/** A tag's number of uses, with where they are on hover ('People 12 · Resumes 3'). */
export function TagUses({ usage }: { usage: TagUsage | undefined }) {
  const intl = useIntl();
  if (!usage)
    return (
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage {...tagsMessages.usesLoading} />
      </Typography>
    );
  const where = TAG_USE_PLACES.filter((place) => usage.places[place] > 0)
    .map((place) => `${intl.formatMessage(tagsMessages[place])} ${intl.formatNumber(usage.places[place])}`)
    .join(' · ');
  const total = <FormattedNumber value={usage.total} />;
  return where ? (
    <Tooltip title={where}>
      <span>{total}</span>
    </Tooltip>
  ) : (
    total
  );
}
