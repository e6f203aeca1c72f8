import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import type { ManagedPersonColumn, ManagedPersonValues, PersonRef } from '@atrium/contract';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { fieldMessages } from '../../i18n/fieldMessages';
import { languageName } from '../../i18n/languageName';
import { PersonNameLink } from '../../layout/PersonNameLink';
import { groupPath } from '../../layout/groupPaths';
import { managingToolsMessages as messages } from './managingToolsMessages';
import { numberColumn } from '../../lists/grid/numberColumn';

/** A person as any tool's grid holds them: who they are, and the columns of that tool. */
export type ManagedPersonRow = PersonRef & { email: string } & Partial<ManagedPersonValues>;

const CHIPS_SHOWN = 3;

/** A list as a few chips and '+n', the whole list in the cell's title. */
function Chips({
  values,
  label = (value) => value,
}: {
  values: readonly string[];
  label?: (value: string) => string;
}) {
  const shown = values.slice(0, CHIPS_SHOWN);
  return (
    <Stack
      direction="row"
      spacing={0.5}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      title={values.map(label).join(', ')}
    >
      {shown.map((value) => (
        <Chip key={value} size="small" label={label(value)} />
      ))}
      {values.length > shown.length && (
        <Chip size="small" variant="outlined" label={`+${values.length - shown.length}`} />
      )}
    </Stack>
  );
}

type Column = Omit<GridColDef<ManagedPersonRow>, 'field' | 'headerName'> & { header: MessageDescriptor };

/** Each column a tool may show: its heading, width and how its cell reads. */
function catalogue(intl: IntlShape): Record<ManagedPersonColumn, Column> {
  const list = (field: 'technical_skills' | 'sectorial_skills' | 'completion_missing') => ({
    flex: 1.4,
    minWidth: 180,
    renderCell: ({ row }: { row: ManagedPersonRow }) => (
      <Chips
        values={row[field] ?? []}
        label={
          field === 'completion_missing'
            ? (value) =>
                value in fieldMessages
                  ? intl.formatMessage(fieldMessages[value as keyof typeof fieldMessages])
                  : value
            : undefined
        }
      />
    ),
  });
  const count = numberColumn(intl, 120);
  const day = (value: string | null | undefined) =>
    value ? intl.formatDate(value, { dateStyle: 'medium' }) : intl.formatMessage(messages.never);
  return {
    email: { header: fieldMessages.email, flex: 1, minWidth: 200 },
    grade: { header: fieldMessages.grade, width: 120 },
    position: { header: fieldMessages.position, width: 140 },
    business_unit: { header: fieldMessages.business_unit, width: 150 },
    business_line: { header: fieldMessages.business_line, width: 150 },
    hub: { header: fieldMessages.hub, width: 120 },
    employment_type: {
      header: messages.employmentType,
      width: 130,
      valueFormatter: (value: string | undefined) =>
        value ? intl.formatMessage(messages[value as 'employee' | 'contractor']) : '',
    },
    arrival_date: {
      header: messages.arrival,
      width: 130,
      valueFormatter: (value: string | null | undefined) =>
        value ? intl.formatDate(value, { dateStyle: 'medium' }) : '',
    },
    last_sign_in_at: { header: messages.lastSignIn, width: 150, valueFormatter: day },
    technical_skills: { header: fieldMessages.technical_skills, ...list('technical_skills') },
    sectorial_skills: { header: fieldMessages.sectorial_skills, ...list('sectorial_skills') },
    languages: {
      header: fieldMessages.languages,
      flex: 1,
      minWidth: 150,
      renderCell: ({ row }) => (
        <Chips values={row.languages ?? []} label={(code) => languageName(code, intl.locale)} />
      ),
    },
    credentials: { header: messages.credentials, ...count },
    top_solutions: { header: messages.topSolutions, ...count },
    resumes: { header: messages.resumes, ...count },
    completion_rate: {
      header: messages.completion,
      ...count,
      valueFormatter: (value: number | undefined) => (value === undefined ? '' : `${value} %`),
    },
    completion_missing: { header: messages.missing, ...list('completion_missing') },
    groups: {
      header: messages.groups,
      flex: 1.2,
      minWidth: 170,
      renderCell: ({ row }) => (
        <Stack spacing={0.5}>
          {(row.groups ?? []).map((group) => (
            // A line each, tall enough to be hit (WCAG 2.5.8).
            <Link key={group.id} component={RouterLink} to={groupPath(group)} sx={{ lineHeight: '24px' }}>
              {group.name}
            </Link>
          ))}
        </Stack>
      ),
    },
  };
}

/** The grid's columns for a tool: the person (a link to their profile), then the tool's own. */
export function personColumns(
  intl: IntlShape,
  columns: readonly ManagedPersonColumn[],
): GridColDef<ManagedPersonRow>[] {
  const all = catalogue(intl);
  return [
    {
      field: 'name',
      headerName: intl.formatMessage(messages.name),
      flex: 1.3,
      minWidth: 200,
      hideable: false,
      valueGetter: (_value, row) => `${row.last_name} ${row.first_name}`,
      renderCell: ({ row }) => <PersonNameLink person={row} />,
    },
    ...columns.map((field) => {
      const { header, ...column } = all[field];
      return { ...column, field, headerName: intl.formatMessage(header) } as GridColDef<ManagedPersonRow>;
    }),
  ];
}
