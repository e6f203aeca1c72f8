import { useMemo, useState, type ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';
import {
  COMPLETION_STATES,
  MANAGED_GROUPS_OBJECTS,
  MANAGED_PEOPLE_OBJECTS,
  TOOL_PERSON_COLUMNS,
  type AnyObjectDeclaration,
  type ManagingTool,
} from '@atrium/contract';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useSearch } from '../../api/queries';
import { fieldMessages } from '../../i18n/fieldMessages';
import { languageName } from '../../i18n/languageName';
import { ExportMenu } from '../../lists/export/ExportMenu';
import { FacetChipGroups } from '../../lists/FacetChipGroups';
import { GRID_PARAMS, pageSizeOf } from '../../lists/grid/gridAddress';
import { ObjectDataGrid, type GridList } from '../../lists/grid/ObjectDataGrid';
import type { ListSpec } from '../../lists/listFilters';
import { ListPageLayout } from '../../lists/ListPageLayout';
import { completionStateMessages } from '../../lists/people/facetMessages';
import { useObjectList } from '../../lists/useObjectList';
import { managingToolsMessages as messages, TOOL_HEADINGS } from './managingToolsMessages';
import { personColumns, type ManagedPersonRow } from './personColumns';
import { SelectionBar } from './SelectionBar';

type PeopleFacet = NonNullable<(typeof MANAGED_PEOPLE_OBJECTS)[ManagingTool]['facets']>[number];

const FACET_TITLES: Record<PeopleFacet, MessageDescriptor> = {
  business_unit: fieldMessages.business_unit,
  business_line: fieldMessages.business_line,
  hub: fieldMessages.hub,
  grade: fieldMessages.grade,
  technical_skills: fieldMessages.technical_skills,
  sectorial_skills: fieldMessages.sectorial_skills,
  languages: fieldMessages.languages,
  completion: messages.completion,
  employment_type: messages.employmentType,
};

const KEEP = [GRID_PARAMS.hidden, GRID_PARAMS.size];
/** Each tool's list in the address: its facets (and a leader's group), its sorts, the grid's view. */
const facetsOf = (tool: ManagingTool): readonly PeopleFacet[] => MANAGED_PEOPLE_OBJECTS[tool].facets ?? [];
// Typed by filter name: the three tools' declarations differ in their filters and sorts.
const SPECS: Record<ManagingTool, ListSpec<string, string>> = {
  cso: { facets: facetsOf('cso'), sorts: MANAGED_PEOPLE_OBJECTS.cso.sorts, keep: KEEP },
  hr: { facets: facetsOf('hr'), sorts: MANAGED_PEOPLE_OBJECTS.hr.sorts, keep: KEEP },
  leader: {
    facets: ['group', ...facetsOf('leader')],
    sorts: MANAGED_PEOPLE_OBJECTS.leader.sorts,
    keep: KEEP,
  },
};

/** The groups a leader leads, to narrow their people to one. */
function LeaderGroupSelect({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const intl = useIntl();
  const led = useSearch(MANAGED_GROUPS_OBJECTS.leader, { size: 100, sort: 'name' });
  return (
    <TextField
      select
      size="small"
      label={intl.formatMessage(messages.group)}
      value={led.data ? value : ''}
      onChange={(event) => onChange(event.target.value)}
    >
      <MenuItem value="">
        <em>{intl.formatMessage(messages.allGroups)}</em>
      </MenuItem>
      {(led.data?.data ?? []).map((group) => (
        <MenuItem key={group.id} value={group.id}>
          {group.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A tool's people as a server-side grid, its facets beside it, the chosen people's bulk actions above. */
export function PeopleTab({ tool, tabs }: { tool: ManagingTool; tabs: ReactNode }) {
  const intl = useIntl();
  const object: AnyObjectDeclaration = MANAGED_PEOPLE_OBJECTS[tool];
  const facets = facetsOf(tool);
  const [search] = useSearchParams();
  const pageSize = pageSizeOf(search);
  const list = useObjectList(object, SPECS[tool], { pageSize, facets });
  const { filters, setFilters } = list;
  const [selected, setSelected] = useState<string[]>([]);
  const columns = useMemo(() => personColumns(intl, TOOL_PERSON_COLUMNS[tool]), [intl, tool]);
  const heading = TOOL_HEADINGS[tool];

  return (
    <ListPageLayout
      title={<FormattedMessage {...heading.title} />}
      intro={<FormattedMessage {...heading.intro} />}
      action={<ExportMenu object={object} params={list.exportParams} />}
      search={{ label: intl.formatMessage(messages.searchPeople), value: filters.q, onSearch: list.search }}
      filters={
        <Stack spacing={2}>
          {tool === 'leader' && (
            <LeaderGroupSelect
              value={filters.facets.group?.[0] ?? ''}
              onChange={(id) =>
                setFilters({ ...filters, facets: { ...filters.facets, group: id ? [id] : [] }, page: 1 })
              }
            />
          )}
          <FacetChipGroups
            facets={facets}
            titles={FACET_TITLES}
            counts={list.counts.data}
            filters={filters}
            onChange={setFilters}
            labelOf={(facet) =>
              facet === 'languages'
                ? (code) => languageName(code, intl.locale)
                : facet === 'completion'
                  ? (state) =>
                      (COMPLETION_STATES as readonly string[]).includes(state)
                        ? intl.formatMessage(completionStateMessages[state as 'complete' | 'incomplete'])
                        : state
                  : facet === 'employment_type'
                    ? (type) =>
                        type === 'employee' || type === 'contractor'
                          ? intl.formatMessage(messages[type])
                          : type
                    : undefined
            }
          />
        </Stack>
      }
      activeFilters={list.activeFilters}
      filtersLabel={intl.formatMessage(messages.filters)}
      resultsLabel={intl.formatMessage(messages.results)}
    >
      {tabs}
      <SelectionBar tool={tool} selected={selected} onClear={() => setSelected([])} />
      <ObjectDataGrid
        // The tool's record is ManagedPersonRow with that tool's columns.
        list={list as unknown as GridList<ManagedPersonRow, string, string>}
        columns={columns}
        sorts={object.sorts}
        sortBy={{ name: 'last_name' }}
        pageSize={pageSize}
        label={intl.formatMessage(messages.peopleGrid)}
        emptyLabel={intl.formatMessage(messages.noPeople)}
        selection={{ selected, onChange: setSelected }}
      />
    </ListPageLayout>
  );
}
