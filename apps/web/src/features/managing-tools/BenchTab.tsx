import { Fragment, Suspense, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { BENCH_STATES, benchObject, type BenchPerson, type BenchState } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePermissions } from '../../api/usePermissions';
import { fieldMessages } from '../../i18n/fieldMessages';
import { lazyNamed } from '../../takeover/lazyNamed';
import { AvailabilityChip } from '../../layout/availability/AvailabilityChip';
import { StaffingWishes } from '../../layout/availability/StaffingWishes';
import { PersonNameLink } from '../../layout/PersonNameLink';
import { ExportMenu } from '../../lists/export/ExportMenu';
import { FacetChipGroups } from '../../lists/FacetChipGroups';
import { ListPageLayout } from '../../lists/ListPageLayout';
import { ListResults } from '../../lists/ListResults';
import { useObjectList } from '../../lists/useObjectList';
import { assignmentMessages } from './assignmentMessages';
import { benchMessages as messages } from './benchMessages';

// The CSO's file, not every visit's: its code loads when it opens.
const ImportAssignmentsDialog = lazyNamed(
  () => import('./ImportAssignmentsDialog'),
  'ImportAssignmentsDialog',
);

const NewAssignmentDialog = lazyNamed(() => import('./NewAssignmentDialog'), 'NewAssignmentDialog');

const PAGE_SIZE = 25;
const SKILLS_SHOWN = 4;
const FACETS = ['business_unit', 'technical_skills'] as const;
// The state is in the address too, chosen in a select; it is a condition, never counted.
const LIST = { facets: ['state', ...FACETS] as const, sorts: benchObject.sorts };

const isState = (value: string | undefined): value is BenchState =>
  (BENCH_STATES as readonly (string | undefined)[]).includes(value);

const HIDDEN_ON_PHONE = { display: { xs: 'none', sm: 'table-cell' } } as const;
const skillsColumn = (
  <TableCell sx={HIDDEN_ON_PHONE}>
    <FormattedMessage {...messages.skills} />
  </TableCell>
);

/** A page's people in runs of one business unit (the server sorts them by unit first). */
function byUnit(people: readonly BenchPerson[]): { unit: string | null; people: BenchPerson[] }[] {
  const runs: { unit: string | null; people: BenchPerson[] }[] = [];
  for (const person of people) {
    const last = runs.at(-1);
    if (last && last.unit === person.business_unit) last.people.push(person);
    else runs.push({ unit: person.business_unit, people: [person] });
  }
  return runs;
}

function Skills({ skills }: { skills: readonly string[] }) {
  return (
    <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {skills.slice(0, SKILLS_SHOWN).map((skill) => (
        <Chip key={skill} size="small" label={skill} sx={{ maxWidth: '100%' }} />
      ))}
    </Stack>
  );
}

/**
 * The CSO tool's Bench (`/cso-managing-tool/bench`): who is free now and who rolls off within four
 * weeks, in runs of one business unit, with their declared wishes and top skills; the whole list
 * as a file.
 */
export function BenchTab({ tabs }: { tabs: ReactNode }) {
  const intl = useIntl();
  const { can } = usePermissions();
  const [importing, setImporting] = useState(false);
  const [adding, setAdding] = useState(false);
  const list = useObjectList(benchObject, LIST, { pageSize: PAGE_SIZE, facets: FACETS });
  const { filters, setFilters } = list;
  const chosen = filters.facets.state[0];
  const state = isState(chosen) ? chosen : '';

  return (
    <ListPageLayout
      title={<FormattedMessage {...messages.title} />}
      intro={<FormattedMessage {...messages.intro} />}
      action={
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <ExportMenu object={benchObject} params={list.exportParams} />
          {can('assignments', 'update') && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              <FormattedMessage {...assignmentMessages.open} />
            </Button>
          )}
          {can('assignments', 'update') && (
            <Button
              variant="outlined"
              startIcon={<UploadFileOutlinedIcon />}
              onClick={() => setImporting(true)}
            >
              <FormattedMessage {...messages.importOpen} />
            </Button>
          )}
        </Stack>
      }
      search={{ label: intl.formatMessage(messages.search), value: filters.q, onSearch: list.search }}
      filters={
        <Stack spacing={2}>
          <TextField
            select
            size="small"
            label={intl.formatMessage(messages.state)}
            value={state}
            onChange={(event) =>
              setFilters({
                ...filters,
                facets: { ...filters.facets, state: event.target.value ? [event.target.value] : [] },
                page: 1,
              })
            }
          >
            <MenuItem value="">{intl.formatMessage(messages.both)}</MenuItem>
            {BENCH_STATES.map((value) => (
              <MenuItem key={value} value={value}>
                {intl.formatMessage(messages[value])}
              </MenuItem>
            ))}
          </TextField>
          <FacetChipGroups
            facets={FACETS}
            titles={{
              business_unit: fieldMessages.business_unit,
              technical_skills: fieldMessages.technical_skills,
            }}
            counts={list.counts.data}
            filters={filters}
            onChange={setFilters}
          />
        </Stack>
      }
      activeFilters={list.activeFilters}
      filtersLabel={intl.formatMessage(messages.title)}
      resultsLabel={intl.formatMessage(messages.title)}
    >
      {tabs}
      <ListResults
        {...list.paged}
        total={messages.total}
        empty={messages.empty}
        columns={[messages.name, messages.availability, skillsColumn]}
        tableLabel={intl.formatMessage(messages.title)}
      >
        {(people) =>
          byUnit(people).map(({ unit, people: ofUnit }) => (
            <Fragment key={unit ?? ''}>
              {/* The subtitle's "by business unit": a heading row for each unit of the page. */}
              <TableRow>
                <TableCell component="th" scope="colgroup" colSpan={3} sx={{ bgcolor: 'action.hover' }}>
                  <Typography variant="subtitle2" component="span">
                    {unit ?? intl.formatMessage(messages.noUnit)}
                  </Typography>
                </TableCell>
              </TableRow>
              {ofUnit.map((person) => (
                <TableRow key={person.id}>
                  <TableCell sx={{ minWidth: 0 }}>
                    <PersonNameLink person={person} />
                    {/* On a phone the skills column folds under the name. */}
                    <Box sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}>
                      <Skills skills={person.technical_skills} />
                    </Box>
                  </TableCell>
                  <TableCell>
                    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                      <AvailabilityChip availability={{ ...person, user_id: person.id, weeks: [] }} />
                      <StaffingWishes wishes={person} />
                    </Stack>
                  </TableCell>
                  <TableCell sx={HIDDEN_ON_PHONE}>
                    <Skills skills={person.technical_skills} />
                  </TableCell>
                </TableRow>
              ))}
            </Fragment>
          ))
        }
      </ListResults>
      {adding && (
        <Suspense fallback={null}>
          <NewAssignmentDialog onClose={() => setAdding(false)} />
        </Suspense>
      )}
      {importing && (
        <Suspense fallback={null}>
          <ImportAssignmentsDialog onClose={() => setImporting(false)} />
        </Suspense>
      )}
    </ListPageLayout>
  );
}
