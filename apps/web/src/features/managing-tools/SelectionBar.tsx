import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ManagingTool } from '@atrium/contract';
import { FormattedMessage } from 'react-intl';
import { usePermissions } from '../../api/usePermissions';
import { AddToGroupDialog } from './AddToGroupDialog';
import { BulkEditDialog } from './BulkEditDialog';
import { DownloadResumesButton } from './DownloadResumesButton';
import { ReminderButton } from './ReminderButton';
import { countedMessages, managingToolsMessages as messages } from './managingToolsMessages';

type Action = 'group' | 'resumes' | 'edit' | 'remind';

/** Which bulk actions each tool offers (SPEC-free: what each role does every week). */
const TOOL_ACTIONS: Record<ManagingTool, readonly Action[]> = {
  cso: ['group', 'resumes'],
  hr: ['edit', 'remind', 'group', 'resumes'],
  leader: ['remind', 'resumes'],
};

type Props = { tool: ManagingTool; selected: readonly string[]; onClear: () => void };

/** What can be done to the chosen people at once; shown while some are chosen. */
export function SelectionBar({ tool, selected, onClear }: Props) {
  const { can } = usePermissions();
  const [open, setOpen] = useState<'group' | 'edit'>();
  if (selected.length === 0) return null;
  const close = () => setOpen(undefined);
  const done = () => {
    close();
    onClear();
  };
  // Shown where the server would let them through; a leader's rights come from their groups.
  const offered = (action: Action) =>
    TOOL_ACTIONS[tool].includes(action) &&
    (tool === 'leader' ||
      (action === 'group' && can('teams', 'update')) ||
      (action === 'resumes' && can('resume', 'download')) ||
      (action === 'edit' && can('users', 'update')) ||
      (action === 'remind' && (can('users', 'update') || can('completion', 'update'))));
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} role="region" aria-live="polite">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, mr: 1 }}>
          <FormattedMessage {...countedMessages.selected} values={{ count: selected.length }} />
        </Typography>
        {offered('edit') && (
          <Button variant="outlined" size="small" onClick={() => setOpen('edit')}>
            <FormattedMessage {...messages.editHrFields} />
          </Button>
        )}
        {offered('remind') && <ReminderButton people={selected} onDone={onClear} />}
        {offered('group') && (
          <Button variant="outlined" size="small" onClick={() => setOpen('group')}>
            <FormattedMessage {...messages.addToGroup} />
          </Button>
        )}
        {offered('resumes') && <DownloadResumesButton people={selected} />}
        <Button size="small" onClick={onClear}>
          <FormattedMessage {...messages.clearSelection} />
        </Button>
      </Stack>
      {open === 'group' && <AddToGroupDialog people={selected} onClose={close} onDone={done} />}
      {open === 'edit' && <BulkEditDialog people={selected} onClose={close} onDone={done} />}
    </Paper>
  );
}
