import { Suspense, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { BENCH_STATES, benchObject, type BenchState } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePermissions } from '../../api/usePermissions';
import { fieldMessages } from '../../i18n/fieldMessages';
import { lazyNamed } from '../../takeover/lazyNamed';
import { AvailabilityChip } from '../../layout/availability/AvailabilityChip';
import { PersonNameLink } from '../../layout/PersonNameLink';
import { ExportMenu } from '../../lists/export/ExportMenu';
import { FacetChipGroups } from '../../lists/FacetChipGroups';
import { ListPageLayout } from '../../lists/ListPageLayout';
import { ListResults } from '../../lists/ListResults';
import { useObjectList } from '../../lists/useObjectList';
import { benchMessages as messages } from './benchMessages';

// The CSO's file, not every visit's: its code loads when it opens.
const ImportAssignmentsDialog = lazyNamed(
  () => import('./ImportAssignmentsDialog'),
  'ImportAssignmentsDialog',
);

const PAGE_SIZE = 25;
const SKILLS_SHOWN = 4;
const FACETS = ['business_unit', 'technical_skills'] as const;
// The state is in the address too, chosen in a select; it is a condition, never counted.
const LIST = { facets: ['state', ...FACETS] as const, sorts: benchObject.sorts };

const isState = (value: string | undefined): value is BenchState =>
  (BENCH_STATES as readonly (string | undefined)[]).includes(value);

/**
 * The CSO tool's Bench (`/cso-managing-tool/bench`): who is free now and who rolls off within four
 * weeks, by business unit, with their top skills; the whole list as a file.
 */
export function BenchTab({ tabs }: { tabs: ReactNode }) {
  const intl = useIntl();
  const { can } = usePermissions();
  const [importing, setImporting] = useState(false);
  const list = useObjectList(benchObject, LIST, { pageSize: PAGE_SIZE, facets: FACETS });
  const { filters, setFilters } = list;
  const chosen = filters.facets.state[0];
  const state = isState(chosen) ? chosen : '';

  return (
    <ListPageLayout
      title={<FormattedMessage {...messages.title} />}
      intro={<FormattedMessage {...messages.intro} />}
      action={
        <Stack direction="row" spacing={1}>
          <ExportMenu object={benchObject} params={list.exportParams} />
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
        columns={[messages.name, messages.businessUnit, messages.availability, messages.skills]}
        tableLabel={intl.formatMessage(messages.title)}
      >
        {(people) =>
          people.map((person) => (
            <TableRow key={person.id}>
              <TableCell>
                <PersonNameLink person={person} />
              </TableCell>
              <TableCell>{person.business_unit}</TableCell>
              <TableCell>
                <AvailabilityChip availability={{ ...person, user_id: person.id, weeks: [] }} />
              </TableCell>
              <TableCell>
                <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                  {person.technical_skills.slice(0, SKILLS_SHOWN).map((skill) => (
                    <Chip key={skill} size="small" label={skill} />
                  ))}
                </Stack>
              </TableCell>
            </TableRow>
          ))
        }
      </ListResults>
      {importing && (
        <Suspense fallback={null}>
          <ImportAssignmentsDialog onClose={() => setImporting(false)} />
        </Suspense>
      )}
    </ListPageLayout>
  );
}
