import { useEffect, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { PAGE_SIZE_MAX, auditLogObject } from '@atrium/contract';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { c13sKey } from '../api/c13s';
import { useSearch } from '../api/queries';
import { usePermissions } from '../api/usePermissions';
import { auditMessages } from './auditLabels';
import { AuditEntryView } from './AuditEntryView';
import { Spinner } from './Spinner';

/**
 * Entries shown at first, and added by each "Show more", up to the largest page the API serves: a
 * longer history is read on the audit log screen.
 */
const HISTORY_PAGE = 10;

type Props = {
  /** The record whose history this is (a person, a credential, a group). */
  recordId: string;
  /**
   * Something that changes whenever the record does (its `updated_at`): an edit made on the page
   * shows in the open panel at once.
   */
  version?: string | undefined;
};

/**
 * A record's history, newest first, folded until asked for: who changed what, when, field by
 * field. Shown only to holders of 'audit read', as the server would refuse anyone else.
 */
export function HistoryPanel({ recordId, version }: Props) {
  const { can } = usePermissions();
  const [open, setOpen] = useState(false);
  if (!can('audit', 'read')) return null;
  return (
    <Accordion
      expanded={open}
      onChange={(_, expanded) => setOpen(expanded)}
      slotProps={{ transition: { unmountOnExit: true } }}
      variant="outlined"
      disableGutters
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="h2" variant="h6">
          <FormattedMessage {...auditMessages.history} />
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <HistoryEntries recordId={recordId} version={version} />
      </AccordionDetails>
    </Accordion>
  );
}

/** The entries, loaded once the panel opens (and again each time it does), a page more on each "Show more". */
function HistoryEntries({ recordId, version }: Props) {
  const queryClient = useQueryClient();
  const [size, setSize] = useState(HISTORY_PAGE);
  const history = useSearch(
    auditLogObject,
    { record_id: recordId, sort: '-at', size },
    // The shown entries stay while the longer page loads.
    { placeholderData: keepPreviousData, notifyError: false },
  );
  useEffect(() => {
    if (version) void queryClient.invalidateQueries({ queryKey: c13sKey(auditLogObject, 'search') });
  }, [version, queryClient]);

  if (history.isPending) return <Spinner />;
  if (history.isError) {
    return (
      <Alert severity="error">
        <FormattedMessage {...auditMessages.loadFailed} />
      </Alert>
    );
  }
  const { data: entries, total } = history.data;
  if (entries.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage {...auditMessages.historyEmpty} />
      </Typography>
    );
  }
  return (
    <Stack spacing={1.5} divider={<Divider flexItem />}>
      {entries.map((entry) => (
        <AuditEntryView key={entry.id} entry={entry} />
      ))}
      {entries.length < total && size < PAGE_SIZE_MAX && (
        <Button
          onClick={() => setSize(Math.min(size + HISTORY_PAGE, PAGE_SIZE_MAX))}
          loading={history.isFetching}
          sx={{ alignSelf: 'flex-start' }}
        >
          <FormattedMessage {...auditMessages.showMore} />
        </Button>
      )}
    </Stack>
  );
}
