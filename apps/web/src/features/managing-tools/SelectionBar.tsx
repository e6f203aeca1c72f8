import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ManagingTool } from '@atrium/contract';
import { FormattedMessage } from 'react-intl';
import { AddToGroupDialog } from './AddToGroupDialog';
import { countedMessages, managingToolsMessages as messages } from './managingToolsMessages';

type Action = 'group';

/** Which bulk actions each tool offers (the server checks each again). */
const TOOL_ACTIONS: Record<ManagingTool, readonly Action[]> = {
  cso: ['group'],
  hr: ['group'],
  leader: [],
};

type Props = { tool: ManagingTool; selected: readonly string[]; onClear: () => void };

/** What can be done to the chosen people at once; shown while some are chosen. */
export function SelectionBar({ tool, selected, onClear }: Props) {
  const [open, setOpen] = useState<Action>();
  if (selected.length === 0) return null;
  const close = () => setOpen(undefined);
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} role="region" aria-live="polite">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, mr: 1 }}>
          <FormattedMessage {...countedMessages.selected} values={{ count: selected.length }} />
        </Typography>
        {TOOL_ACTIONS[tool].includes('group') && (
          <Button variant="outlined" size="small" onClick={() => setOpen('group')}>
            <FormattedMessage {...messages.addToGroup} />
          </Button>
        )}
        <Button size="small" onClick={onClear}>
          <FormattedMessage {...messages.clearSelection} />
        </Button>
      </Stack>
      {open === 'group' && (
        <AddToGroupDialog
          people={selected}
          onClose={close}
          onDone={() => {
            close();
            onClear();
          }}
        />
      )}
    </Paper>
  );
}
