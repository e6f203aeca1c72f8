import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import AddIcon from '@mui/icons-material/Add';
import { mentorshipSessionsObject } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { usePermissions } from '../../api/usePermissions';
import { FlagSwitch } from '../../layout/FlagSwitch';
import { FacetChipGroups } from '../../lists/FacetChipGroups';
import { listSpecOf } from '../../lists/listFilters';
import { ListPageLayout } from '../../lists/ListPageLayout';
import { ListResults } from '../../lists/ListResults';
import { useAddressSwitch } from '../../lists/useAddressSwitch';
import { useObjectList } from '../../lists/useObjectList';
import { ArchiveSessionButton } from './ArchiveSessionButton';
import { sessionPath, type SessionRecord } from './mentorshipApi';
import { mentorshipMessages } from './mentorshipMessages';
import { PhaseChip } from './PhaseChip';
import { SessionCounters } from './SessionCounters';
import { SessionDialog } from './SessionDialog';
import { SessionPeriods } from './SessionPeriods';
import { isReadOnly } from './sessionState';
import { sessionsMessages } from './sessionsMessages';

const PAGE_SIZE = 20;
const ARCHIVED = 'archived';
// The archived switch is the page's own parameter, which a change of facets keeps.
const LIST = { ...listSpecOf(mentorshipSessionsObject), keep: [ARCHIVED] };
const TITLES = { year: sessionsMessages.year };
const REFRESH_MS = 30_000;

/** `/mentorship-sessions`: the sessions with their periods and counters; adding, editing, archiving. */
export function SessionsPage() {
  const intl = useIntl();
  const { can } = usePermissions();
  const [showArchived, toggleArchived] = useAddressSwitch(ARCHIVED);
  const [editing, setEditing] = useState<{ session?: SessionRecord }>();
  const list = useObjectList(mentorshipSessionsObject, LIST, {
    pageSize: PAGE_SIZE,
    defaultSort: '-year',
    params: showArchived ? {} : { archived: 'false' },
    refetchInterval: REFRESH_MS,
  });
  const { filters } = list;

  return (
    <ListPageLayout
      title={<FormattedMessage {...sessionsMessages.title} />}
      intro={<FormattedMessage {...sessionsMessages.intro} />}
      action={
        can(mentorshipSessionsObject.permission, 'create') && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
            <FormattedMessage {...sessionsMessages.add} />
          </Button>
        )
      }
      search={{ label: intl.formatMessage(sessionsMessages.search), value: filters.q, onSearch: list.search }}
      filters={
        <Stack spacing={2}>
          <FlagSwitch
            label={<FormattedMessage {...sessionsMessages.showArchived} />}
            checked={showArchived}
            saving={false}
            onChange={toggleArchived}
          />
          <FacetChipGroups {...list.faceted} titles={TITLES} />
        </Stack>
      }
      activeFilters={list.activeFilters + (showArchived ? 1 : 0)}
      filtersLabel={intl.formatMessage(sessionsMessages.filters)}
      resultsLabel={intl.formatMessage(sessionsMessages.results)}
    >
      <ListResults {...list.paged} total={sessionsMessages.total} empty={sessionsMessages.empty}>
        {(sessions) => (
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>
                    <FormattedMessage {...sessionsMessages.name} />
                  </TableCell>
                  <TableCell>
                    <FormattedMessage {...sessionsMessages.phase} />
                  </TableCell>
                  <TableCell>
                    <FormattedMessage {...mentorshipMessages.periods} />
                  </TableCell>
                  <TableCell>
                    <FormattedMessage {...sessionsMessages.actions} />
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {sessions.map((session) => (
                  <TableRow key={session.id}>
                    <TableCell>
                      <Stack spacing={0.5}>
                        <Link component={RouterLink} to={sessionPath(session.id)} sx={{ fontWeight: 600 }}>
                          {session.name}
                        </Link>
                        <Typography variant="body2" color="text.secondary">
                          {session.year}
                        </Typography>
                        <SessionCounters counts={session.counts} />
                      </Stack>
                    </TableCell>
                    <TableCell>
                      <PhaseChip phase={session.phase} />
                    </TableCell>
                    <TableCell>
                      <SessionPeriods session={session} />
                    </TableCell>
                    <TableCell>
                      {session._can.update && session.archived_at === null && (
                        <Stack direction="row" spacing={1}>
                          {!isReadOnly(session) && (
                            <Button size="small" onClick={() => setEditing({ session })}>
                              <FormattedMessage {...sessionsMessages.edit} />
                            </Button>
                          )}
                          {/* A published session's last step is its archiving. */}
                          <ArchiveSessionButton session={session} />
                        </Stack>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </ListResults>
      {editing && <SessionDialog session={editing.session} onClose={() => setEditing(undefined)} />}
    </ListPageLayout>
  );
}
