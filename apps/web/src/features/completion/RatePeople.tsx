import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldMessages } from '../../i18n/fieldMessages';
import { PersonNameLink } from '../../layout/PersonNameLink';
import { ListResults } from '../../lists/ListResults';
import { exportList, peopleQuery, useCompletionPeople, type PeopleParams } from './completionApi';
import { completionMessages } from './completionMessages';
import { ExportButtons } from './ExportButtons';
import { RateBar } from './RateBar';

export const PEOPLE_PAGE_SIZE = 20;

type Props = {
  params: Omit<PeopleParams, 'size'>;
  /** The row's name: its value, its group's name, or 'Not set'. */
  label: string;
  onChange: (next: Partial<Omit<PeopleParams, 'by' | 'key' | 'size'>>) => void;
};

/** The people of one row of the rates: who, how complete, and what each has left to fill. */
export function RatePeople({ params, label, onChange }: Props) {
  const intl = useIntl();
  const people = useCompletionPeople({ ...params, size: PEOPLE_PAGE_SIZE });
  const pages = Math.ceil((people.data?.total ?? 0) / PEOPLE_PAGE_SIZE);
  const title = intl.formatMessage(completionMessages.peopleOf, { label });
  return (
    <Stack spacing={2} component="section" aria-label={title}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <ExportButtons
          label={`${intl.formatMessage(completionMessages.export)} ${title}`}
          onExport={(format) => exportList('people', peopleQuery(params), format)}
        />
      </Stack>
      <FormControlLabel
        control={
          <Switch
            checked={params.incomplete}
            onChange={(_, incomplete) => onChange({ incomplete, page: 1 })}
          />
        }
        label={intl.formatMessage(completionMessages.incompleteOnly)}
      />
      <ListResults
        results={people}
        total={completionMessages.peopleTotal}
        empty={completionMessages.peopleEmpty}
        page={params.page}
        pages={pages}
        onPage={(page) => onChange({ page })}
        tableLabel={title}
        columns={[
          completionMessages.name,
          <TableCell
            sx={{ minWidth: { sm: 140 } }}
            aria-sort={params.highestFirst ? 'descending' : 'ascending'}
          >
            <TableSortLabel
              active
              direction={params.highestFirst ? 'desc' : 'asc'}
              onClick={() => onChange({ highestFirst: !params.highestFirst, page: 1 })}
            >
              <FormattedMessage {...completionMessages.rate} />
            </TableSortLabel>
          </TableCell>,
          completionMessages.missing,
        ]}
      >
        {(records) =>
          records.map((person) => (
            <TableRow key={person.id}>
              <TableCell component="th" scope="row">
                <PersonNameLink person={person} />
              </TableCell>
              <TableCell>
                <RateBar rate={person.completion_rate} />
              </TableCell>
              <TableCell>
                {person.completion_missing.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    <FormattedMessage {...completionMessages.nothingMissing} />
                  </Typography>
                ) : (
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, p: 0, m: 0 }} component="ul">
                    {person.completion_missing.map((field) => (
                      <Chip
                        key={field}
                        component="li"
                        size="small"
                        variant="outlined"
                        label={intl.formatMessage(fieldMessages[field])}
                      />
                    ))}
                  </Stack>
                )}
              </TableCell>
            </TableRow>
          ))
        }
      </ListResults>
    </Stack>
  );
}
