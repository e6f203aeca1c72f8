import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TagRecord } from './tagsApi';
import { tagsMessages } from './tagsMessages';

export type TagAction = 'rename' | 'aliases' | 'merge' | 'delete';

type Props = {
  tag: TagRecord;
  /** Its number of uses; unknown while it is counted, when deleting waits. */
  uses: number | undefined;
  onAction: (action: TagAction) => void;
};

/**
 * What the caller may do with a tag, from the server's `_can`: renaming and managing its aliases
 * are updates, merging
 * an update and a delete (the source goes). Delete stays disabled, saying why, while the tag is used.
 */
export function TagActions({ tag, uses, onAction }: Props) {
  const intl = useIntl();
  const used = uses === undefined || uses > 0;
  return (
    <Stack direction="row" spacing={1}>
      {tag._can.update && (
        <Button size="small" onClick={() => onAction('rename')}>
          <FormattedMessage {...tagsMessages.rename} />
        </Button>
      )}
      {tag._can.update && (
        <Button size="small" onClick={() => onAction('aliases')}>
          <FormattedMessage {...tagsMessages.aliases} />
        </Button>
      )}
      {tag._can.update && tag._can.delete && (
        <Button size="small" disabled={uses === undefined} onClick={() => onAction('merge')}>
          <FormattedMessage {...tagsMessages.merge} />
        </Button>
      )}
      {tag._can.delete && (
        <Tooltip title={uses ? intl.formatMessage(tagsMessages.inUse, { count: uses }) : ''}>
          {/* A disabled button gets no hover: the tooltip hangs on its wrapper. */}
          <span>
            <Button size="small" color="error" disabled={used} onClick={() => onAction('delete')}>
              <FormattedMessage {...tagsMessages.delete} />
            </Button>
          </span>
        </Tooltip>
      )}
    </Stack>
  );
}
