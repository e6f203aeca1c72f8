import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mentorshipSessionsObject } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { useById, useSearch } from '../../api/queries';
import { FlagSwitch } from '../../layout/FlagSwitch';
import { LoadFailedAlert } from '../../layout/LoadFailedAlert';
import { Spinner } from '../../layout/Spinner';
import { TabbedPanel } from '../../layout/TabbedPanel';
import { MentorsTab } from './MentorsTab';
import { mentorsMessages } from './mentorsMessages';
import { useMyProcess } from './mentorshipApi';
import { PhaseChip } from './PhaseChip';
import { ProcessTab } from './ProcessTab';
import { SessionChooser } from './SessionChooser';
import { SessionPeriods } from './SessionPeriods';
import { MENTORSHIP_TABS, useMentorshipAddress, type MentorshipTab } from './useMentorshipAddress';

const TAB_LABELS = { mentors: mentorsMessages.tabMentors, process: mentorsMessages.tabProcess };
// Sessions are a handful a year: one page holds them all (open or archived), the most recent first.
const OPEN_SESSIONS = { archived: 'false', sort: '-created_at', size: 50 };
const ARCHIVED_SESSIONS = { archived: 'true', sort: '-created_at', size: 50 };

/** `/mentorship`: a session's mentors, and the caller's own process in it (SPEC: All Mentors, My Process). */
export function MentorshipPage() {
  const intl = useIntl();
  const address = useMentorshipAddress();
  const sessions = useSearch(mentorshipSessionsObject, address.archived ? ARCHIVED_SESSIONS : OPEN_SESSIONS, {
    notifyError: false,
  });
  const list = sessions.data?.data ?? [];
  const listed = list.find(({ id }) => id === address.session);
  // A session the address names that the list lacks, such as the one a results mail links to,
  // archived since: it is read by itself and shown, never replaced by another one.
  const addressed = useById(
    mentorshipSessionsObject,
    listed ? undefined : address.session,
    {},
    { notifyError: false },
  );
  const waiting = sessions.isPending || (!listed && address.session !== undefined && addressed.isPending);
  const session = listed ?? addressed.data ?? list[0];
  const choices = session && !list.includes(session) ? [session, ...list] : list;
  const process = useMyProcess(session?.id);

  return (
    <Stack spacing={2.5}>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          <FormattedMessage {...mentorsMessages.title} />
        </Typography>
        <Typography color="text.secondary">
          <FormattedMessage {...mentorsMessages.intro} />
        </Typography>
      </Stack>
      <FlagSwitch
        label={<FormattedMessage {...mentorsMessages.showArchived} />}
        checked={address.archived}
        saving={false}
        onChange={address.showArchived}
      />
      {waiting ? (
        <Spinner />
      ) : sessions.isError ? (
        <LoadFailedAlert onRetry={() => void sessions.refetch()} />
      ) : !session ? (
        <Alert severity="info">
          <FormattedMessage
            {...(address.archived ? mentorsMessages.noArchivedSession : mentorsMessages.noSession)}
          />
        </Alert>
      ) : (
        <>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <SessionChooser
              sessions={choices}
              value={session.id}
              onChange={(id) => address.show({ session: id })}
            />
            <PhaseChip phase={session.phase} />
            <SessionPeriods session={session} />
          </Stack>
          <TabbedPanel
            label={intl.formatMessage(mentorsMessages.tabs)}
            tabs={MENTORSHIP_TABS.map((value) => ({ value, label: intl.formatMessage(TAB_LABELS[value]) }))}
            value={address.tab}
            onChange={(next: MentorshipTab) => address.show({ session: session.id, tab: next })}
          >
            {address.tab === 'mentors' ? (
              <MentorsTab session={session} process={process.data ?? undefined} />
            ) : (
              <ProcessTab session={session} process={process} />
            )}
          </TabbedPanel>
        </>
      )}
    </Stack>
  );
}
