import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import SaveIcon from '@mui/icons-material/BookmarkAddOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ResearchGroup, ResearchQuery, ResearchTab, SavedSearch } from '@atrium/contract';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { completeGroup, EMPTY_GROUP } from './criteriaDraft';
import { CriteriaBuilder } from './CriteriaBuilder';
import { exportResearch, useResearch, useSavedSearch } from './researchApi';
import { researchMessages as messages } from './researchMessages';
import { ResearchResults } from './ResearchResults';
import { SavedSearchesList } from './SavedSearchesList';
import { SaveSearchDialog } from './SaveSearchDialog';

const PAGE_SIZE = 20;

/**
 * `/advanced-research`: free text and criteria on people combined with AND/OR, the results in
 * tabs with their counts, saved searches (`?saved={id}` opens one from its link), CSV export.
 */
export function AdvancedResearchPage() {
  const intl = useIntl();
  const [address, setAddress] = useSearchParams();
  const savedId = address.get('saved');
  const fromLink = useSavedSearch(savedId);
  const [q, setQ] = useState('');
  const [draft, setDraft] = useState<ResearchGroup>(EMPTY_GROUP);
  const [applied, setApplied] = useState<ResearchQuery | undefined>(undefined);
  const [tab, setTab] = useState<ResearchTab>('people');
  const [page, setPage] = useState(1);
  const [saving, setSaving] = useState(false);
  const result = useResearch(applied, tab, page, PAGE_SIZE);

  const open = (saved: SavedSearch) => {
    setQ(saved.query.q);
    setDraft(saved.query.criteria);
    setApplied(saved.query);
    setPage(1);
  };
  // A saved search from the link fills the form once it arrives (set while rendering, as React
  // advises for state that follows a prop, rather than in an effect).
  const [openedId, setOpenedId] = useState<string | null>(null);
  const openedFromLink = fromLink.data?.data;
  if (openedFromLink && openedFromLink.id !== openedId) {
    setOpenedId(openedFromLink.id);
    open(openedFromLink);
  }

  const search = () => {
    setApplied({ q: q.trim(), criteria: completeGroup(draft) });
    setPage(1);
  };

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          <FormattedMessage {...messages.title} />
        </Typography>
        <Typography color="text.secondary">
          <FormattedMessage {...messages.intro} />
        </Typography>
      </Stack>
      {savedId && fromLink.isError && (
        <Alert severity="warning" onClose={() => setAddress({})}>
          <FormattedMessage {...messages.savedMissing} />
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack
          component="form"
          spacing={2}
          onSubmit={(event) => {
            event.preventDefault();
            search();
          }}
          aria-label={intl.formatMessage(messages.title)}
        >
          <TextField
            label={intl.formatMessage(messages.text)}
            value={q}
            onChange={(event) => setQ(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
          <CriteriaBuilder value={draft} onChange={setDraft} />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained">
              <FormattedMessage {...messages.search} />
            </Button>
            <Button startIcon={<SaveIcon />} disabled={!applied} onClick={() => setSaving(true)}>
              <FormattedMessage {...messages.save} />
            </Button>
            <Button
              startIcon={<DownloadIcon />}
              disabled={!applied || !result.data?.total}
              onClick={() =>
                applied && void exportResearch(applied, tab, intl.locale.startsWith('fr') ? 'fr' : 'en')
              }
            >
              <FormattedMessage {...messages.exportCsv} />
            </Button>
          </Stack>
        </Stack>
      </Paper>
      <ResearchResults
        result={result.data}
        loading={result.isFetching}
        failed={result.isError}
        onRetry={() => void result.refetch()}
        tab={tab}
        onTab={(next) => {
          setTab(next);
          setPage(1);
        }}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
      />
      <Divider />
      <SavedSearchesList onOpen={open} />
      {saving && applied && (
        <SaveSearchDialog
          query={applied}
          onClose={() => setSaving(false)}
          onSaved={(saved) => {
            setSaving(false);
            setAddress({ saved: saved.id });
          }}
        />
      )}
    </Stack>
  );
}
