import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ResumeLibraryEntry } from '@atrium/contract';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../i18n/formatDate';
import { useLocale } from '../../i18n/useLocale';
import { PersonAvatar } from '../../layout/PersonAvatar';
import { cvLibraryMessages } from './cvLibraryMessages';
import { fieldMessages } from '../../i18n/fieldMessages';
import { profilePath, resumesPath } from '../../layout/peoplePaths';
import { resumeLabels, resumeLanguageMessages, resumeTitle } from '../../i18n/resumeLabels';

type Props = {
  entries: readonly ResumeLibraryEntry[];
  selected: ReadonlySet<string>;
  /** Whether the viewer may download this resume (their own, or any with 'resume update'). */
  selectable: (entry: ResumeLibraryEntry) => boolean;
  onToggle: (entry: ResumeLibraryEntry) => void;
  onTogglePage: (select: boolean) => void;
  /** No more may be added to the selection. */
  full: boolean;
};

/** The CV library's hits: whose resume, which one, in which language; a checkbox to bundle it. */
export function LibraryTable({ entries, selected, selectable, onToggle, onTogglePage, full }: Props) {
  const intl = useIntl();
  const { language } = useLocale();
  const pageSelectable = entries.filter(selectable);
  const pageSelected = pageSelectable.filter((entry) => selected.has(entry.id));
  return (
    <TableContainer>
      <Table size="small" aria-label={intl.formatMessage(cvLibraryMessages.results)}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                disabled={pageSelectable.length === 0}
                checked={pageSelectable.length > 0 && pageSelected.length === pageSelectable.length}
                indeterminate={pageSelected.length > 0 && pageSelected.length < pageSelectable.length}
                onChange={(event) => onTogglePage(event.target.checked)}
                slotProps={{ input: { 'aria-label': intl.formatMessage(cvLibraryMessages.selectPage) } }}
              />
            </TableCell>
            <TableCell>{intl.formatMessage(cvLibraryMessages.person)}</TableCell>
            <TableCell>{intl.formatMessage(cvLibraryMessages.resume)}</TableCell>
            <TableCell>{intl.formatMessage(cvLibraryMessages.language)}</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
              {intl.formatMessage(fieldMessages.business_unit)}
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', xl: 'table-cell' } }}>
              {intl.formatMessage(fieldMessages.hub)}
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', xl: 'table-cell' } }}>
              {intl.formatMessage(fieldMessages.grade)}
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              {intl.formatMessage(cvLibraryMessages.updated)}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => {
            const name = `${entry.person.first_name} ${entry.person.last_name}`;
            const allowed = selectable(entry);
            const checked = selected.has(entry.id);
            const box = (
              <Checkbox
                checked={checked}
                disabled={!allowed || (full && !checked)}
                onChange={() => onToggle(entry)}
                slotProps={{
                  input: {
                    'aria-label': intl.formatMessage(cvLibraryMessages.select, { title: entry.title, name }),
                  },
                }}
              />
            );
            return (
              <TableRow key={entry.id} hover selected={checked}>
                <TableCell padding="checkbox">
                  {allowed ? (
                    box
                  ) : (
                    <Tooltip title={intl.formatMessage(cvLibraryMessages.notYours)}>
                      <span>{box}</span>
                    </Tooltip>
                  )}
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <PersonAvatar person={entry.person} size={32} decorative />
                    <span>
                      <Link component={RouterLink} to={profilePath(entry.person.id)}>
                        {name}
                      </Link>
                      {entry.person.job_title && (
                        <Typography
                          variant="body2"
                          color="text.secondary"
                          component="span"
                          sx={{ display: 'block' }}
                        >
                          {entry.person.job_title}
                        </Typography>
                      )}
                    </span>
                  </Stack>
                </TableCell>
                <TableCell>
                  <Link component={RouterLink} to={resumesPath(entry.person.id)}>
                    {resumeTitle(intl, entry)}
                  </Link>
                  {entry.is_base && (
                    <Chip size="small" label={intl.formatMessage(resumeLabels.base)} sx={{ ml: 1 }} />
                  )}
                </TableCell>
                <TableCell>{intl.formatMessage(resumeLanguageMessages[entry.language])}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {entry.person.business_unit}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', xl: 'table-cell' } }}>{entry.person.hub}</TableCell>
                <TableCell sx={{ display: { xs: 'none', xl: 'table-cell' } }}>{entry.person.grade}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
                  {formatDate(entry.updated_at, language)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
