import { useMemo, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import {
  MANAGED_GROUPS_OBJECTS,
  type ManagedGroup,
  type ManagedGroupType,
  type ManagingTool,
} from '@atrium/contract';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { groupPath } from '../../layout/groupPaths';
import { PersonNameLink } from '../../layout/PersonNameLink';
import { ExportMenu } from '../../lists/export/ExportMenu';
import { GRID_PARAMS, pageSizeOf } from '../../lists/grid/gridAddress';
import { ObjectDataGrid } from '../../lists/grid/ObjectDataGrid';
import { ListPageLayout } from '../../lists/ListPageLayout';
import { useObjectList } from '../../lists/useObjectList';
import { managingToolsMessages as messages, TOOL_HEADINGS } from './managingToolsMessages';
import { numberColumn } from '../../lists/grid/numberColumn';

const SPEC = {
  facets: [],
  sorts: MANAGED_GROUPS_OBJECTS.cso.sorts,
  keep: [GRID_PARAMS.hidden, GRID_PARAMS.size],
};

function groupColumns(intl: IntlShape): GridColDef<ManagedGroup>[] {
  const count = numberColumn(intl, 130);
  return [
    {
      field: 'name',
      headerName: intl.formatMessage(messages.groupName),
      flex: 1.2,
      minWidth: 180,
      hideable: false,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={groupPath(row)} sx={{ fontWeight: 600 }}>
          {row.name}
        </Link>
      ),
    },
    {
      field: 'leaders',
      headerName: intl.formatMessage(messages.leaders),
      flex: 1.2,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Stack spacing={0.5} sx={{ '& a': { lineHeight: '24px' } }}>
          {row.leaders.map((leader) => (
            <PersonNameLink key={leader.id} person={{ ...leader, job_title: null }} />
          ))}
        </Stack>
      ),
    },
    { field: 'size', headerName: intl.formatMessage(messages.size), ...count },
    { field: 'man_days', headerName: intl.formatMessage(messages.manDays), ...count },
    {
      field: 'estimated_cost',
      headerName: intl.formatMessage(messages.cost),
      ...count,
      width: 150,
      valueFormatter: (value: number | null) => (value === null ? '' : intl.formatNumber(value)),
    },
    { field: 'without_resume', headerName: intl.formatMessage(messages.withoutResume), ...count, width: 150 },
    { field: 'incomplete', headerName: intl.formatMessage(messages.incomplete), ...count, width: 160 },
    {
      field: 'actions',
      headerName: intl.formatMessage(messages.actions),
      width: 230,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1}>
          <Button size="small" component={RouterLink} to={groupPath(row)}>
            <FormattedMessage {...messages.openGroup} />
          </Button>
          <Button size="small" component={RouterLink} to={`${groupPath(row)}?view=matrix`}>
            <FormattedMessage {...messages.skillsMatrix} />
          </Button>
        </Stack>
      ),
    },
  ];
}

type Props = { tool: ManagingTool; type: ManagedGroupType; tabs: ReactNode };

/** A tool's teams, squads or chapters: size, leaders, cost, and how many need a nudge. */
export function GroupsTab({ tool, type, tabs }: Props) {
  const intl = useIntl();
  const object = MANAGED_GROUPS_OBJECTS[tool];
  const [search] = useSearchParams();
  const pageSize = pageSizeOf(search);
  const list = useObjectList(object, SPEC, { pageSize, params: { type }, facets: [] });
  const columns = useMemo(() => groupColumns(intl), [intl]);
  const heading = TOOL_HEADINGS[tool];
  return (
    <ListPageLayout
      title={<FormattedMessage {...heading.title} />}
      intro={<FormattedMessage {...heading.intro} />}
      action={<ExportMenu object={object} params={list.exportParams} />}
      search={{
        label: intl.formatMessage(messages.searchGroups),
        value: list.filters.q,
        onSearch: list.search,
      }}
      filters={null}
      filtersLabel={intl.formatMessage(messages.filters)}
      resultsLabel={intl.formatMessage(messages.results)}
    >
      {tabs}
      <ObjectDataGrid
        list={list}
        columns={columns}
        sorts={object.sorts}
        pageSize={pageSize}
        label={intl.formatMessage(messages.groupsGrid)}
        emptyLabel={intl.formatMessage(messages.noGroups)}
      />
    </ListPageLayout>
  );
}
