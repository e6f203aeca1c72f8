import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mentorshipSessionsObject } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearch } from '../../api/queries';
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
// Open sessions are a handful a year: one page holds them all, the most recent first.
const OPEN_SESSIONS = { archived: 'false', sort: '-created_at', size: 50 };

/** `/mentorship`: a session's mentors, and the caller's own process in it (SPEC: All Mentors, My Process). */
export function MentorshipPage() {
  const intl = useIntl();
  const address = useMentorshipAddress();
  const sessions = useSearch(mentorshipSessionsObject, OPEN_SESSIONS, { notifyError: false });
  const list = sessions.data?.data ?? [];
  const session = list.find(({ id }) => id === address.session) ?? list[0];
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
      {sessions.isPending ? (
        <Spinner />
      ) : sessions.isError ? (
        <LoadFailedAlert onRetry={() => void sessions.refetch()} />
      ) : !session ? (
        <Alert severity="info">
          <FormattedMessage {...mentorsMessages.noSession} />
        </Alert>
      ) : (
        <>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <SessionChooser
              sessions={list}
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
