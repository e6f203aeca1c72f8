import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FolderZipOutlinedIcon from '@mui/icons-material/FolderZipOutlined';
import {
  usersObject,
  RESUME_FORMATS,
  RESUME_LANGUAGES,
  RESUME_ZIP_MAX,
  type ResumeFormat,
  type ResumeLanguage,
  type ResumeLibraryEntry,
} from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useSelf } from '../../api/queries';
import { usePermissions } from '../../api/usePermissions';
import { LoadFailedAlert } from '../../layout/LoadFailedAlert';
import { cvLibraryMessages } from './cvLibraryMessages';
import { FacetPanel } from '../../lists/people/FacetPanel';
import { NoPeopleFound } from '../../lists/people/NoPeopleFound';
import { filterParams, countPeopleFilters } from '../../lists/people/peopleFilters';
import { LibraryTable } from './LibraryTable';
import { resumesPath } from '../../layout/peoplePaths';
import { peopleSearchMessages } from '../../lists/people/peopleSearchMessages';
import { resumeLanguageMessages } from '../../i18n/resumeLabels';
import { ResultsHeader } from '../../lists/people/ResultsHeader';
import { ExportMenu } from '../../lists/export/ExportMenu';
import { ListPageLayout } from '../../lists/ListPageLayout';
import { usePeopleFilters } from '../../lists/people/usePeopleFilters';
import { useResumeDownload } from '../../api/useResumeDownload';
import { useResumeLayout } from '../../forms/useResumeLayout';
import { CV_LIBRARY_PAGE_SIZE, useResumeLibrary } from './useResumeLibrary';

/**
 * The CV library ('CV library and resumes'): resumes across the firm found by their owner's
 * profile (the people facets) and language; several of them downloaded as one zip.
 */
export function CvLibraryPage() {
  const intl = useIntl();
  const { can } = usePermissions();
  const self = useSelf(usersObject, {}, { notifyError: false });
  const [filters, setFilters] = usePeopleFilters();
  const results = useResumeLibrary(filters);
  const files = useResumeDownload();
  const [selected, setSelected] = useState<ReadonlyMap<string, ResumeLibraryEntry>>(new Map());
  const [format, setFormat] = useState<ResumeFormat>('docx');
  const layout = useResumeLayout();

  const total = results.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / CV_LIBRARY_PAGE_SIZE));
  const entries = results.data?.data ?? [];
  const selectable = (entry: ResumeLibraryEntry) =>
    entry.person.id === self.data?.id || can('resume', 'update');
  const full = selected.size >= RESUME_ZIP_MAX;

  const toggle = (entry: ResumeLibraryEntry) => {
    const next = new Map(selected);
    if (next.has(entry.id)) next.delete(entry.id);
    else if (!full) next.set(entry.id, entry);
    setSelected(next);
  };
  const togglePage = (select: boolean) => {
    const next = new Map(selected);
    for (const entry of entries.filter(selectable)) {
      if (!select) next.delete(entry.id);
      else if (next.size < RESUME_ZIP_MAX) next.set(entry.id, entry);
    }
    setSelected(next);
  };

  return (
    <ListPageLayout
      title={<FormattedMessage {...cvLibraryMessages.title} />}
      intro={<FormattedMessage {...cvLibraryMessages.intro} />}
      action={
        <Stack direction="row" spacing={1}>
          {/* The people behind the resumes: the library's people filters, as Who's who exports them. */}
          <ExportMenu object={usersObject} params={filterParams(filters)} />
          {self.data && (
            <Button component={RouterLink} to={resumesPath(self.data.id)} variant="outlined">
              <FormattedMessage {...cvLibraryMessages.myResumes} />
            </Button>
          )}
        </Stack>
      }
      search={{
        label: intl.formatMessage(cvLibraryMessages.search),
        value: filters.q,
        onSearch: (q) => setFilters((current) => ({ ...current, q, page: 1 }), { replace: true }),
      }}
      filters={
        <Stack spacing={2}>
          <TextField
            select
            size="small"
            label={intl.formatMessage(cvLibraryMessages.language)}
            value={filters.language}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            onChange={(event) =>
              setFilters({ ...filters, language: event.target.value as ResumeLanguage | '', page: 1 })
            }
          >
            <MenuItem value="">{intl.formatMessage(cvLibraryMessages.anyLanguage)}</MenuItem>
            {RESUME_LANGUAGES.map((code) => (
              <MenuItem key={code} value={code}>
                {intl.formatMessage(resumeLanguageMessages[code])}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="caption" color="text.secondary">
            <FormattedMessage {...cvLibraryMessages.countsNote} />
          </Typography>
          <FacetPanel filters={filters} onChange={setFilters} />
        </Stack>
      }
      activeFilters={countPeopleFilters(filters)}
      filtersLabel={intl.formatMessage(cvLibraryMessages.title)}
      resultsLabel={intl.formatMessage(cvLibraryMessages.results)}
    >
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Typography role="status" sx={{ flex: 1 }}>
            <FormattedMessage
              {...cvLibraryMessages.selected}
              values={{ count: selected.size, max: RESUME_ZIP_MAX }}
            />
          </Typography>
          <TextField
            select
            size="small"
            label={intl.formatMessage(cvLibraryMessages.format)}
            value={format}
            onChange={(event) => setFormat(event.target.value as ResumeFormat)}
            sx={{ minWidth: 120 }}
          >
            {RESUME_FORMATS.map((value) => (
              <MenuItem key={value} value={value}>
                {intl.formatMessage(value === 'docx' ? cvLibraryMessages.word : cvLibraryMessages.pdf)}
              </MenuItem>
            ))}
          </TextField>
          {layout.select}
          <Button
            variant="contained"
            startIcon={<FolderZipOutlinedIcon />}
            disabled={
              selected.size === 0 || files.busy !== undefined || (format === 'pdf' && layout.pdfBlocked)
            }
            title={format === 'pdf' && layout.pdfBlocked ? layout.pdfBlockedText : undefined}
            loading={files.busy === `zip:${format}`}
            onClick={() =>
              void files.zip({ resume_ids: [...selected.keys()], format, templates: layout.templates })
            }
          >
            <FormattedMessage {...cvLibraryMessages.zip} />
          </Button>
          {selected.size > 0 && (
            <Button onClick={() => setSelected(new Map())}>
              <FormattedMessage {...cvLibraryMessages.clearSelection} />
            </Button>
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          <FormattedMessage {...cvLibraryMessages.rights} />
        </Typography>
      </Paper>
      <ResultsHeader
        total={results.data && <FormattedMessage {...cvLibraryMessages.total} values={{ count: total }} />}
        filters={filters}
        onChange={setFilters}
        fetching={results.isFetching && results.data !== undefined}
      />
      {results.isError && !results.data ? (
        <LoadFailedAlert onRetry={() => void results.refetch()} />
      ) : !results.data ? (
        <Stack spacing={1}>
          {[0, 1, 2, 3, 4].map((index) => (
            <Skeleton key={index} variant="rounded" height={44} />
          ))}
        </Stack>
      ) : entries.length === 0 ? (
        <NoPeopleFound filters={filters} onChange={setFilters} />
      ) : (
        <LibraryTable
          entries={entries}
          selected={new Set(selected.keys())}
          selectable={selectable}
          onToggle={toggle}
          onTogglePage={togglePage}
          full={full}
        />
      )}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(filters.page, pages)}
          onChange={(_, page) => setFilters({ ...filters, page })}
          aria-label={intl.formatMessage(peopleSearchMessages.pages)}
          sx={{ alignSelf: 'center' }}
        />
      )}
    </ListPageLayout>
  );
}
