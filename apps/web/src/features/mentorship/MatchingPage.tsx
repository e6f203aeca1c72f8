import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mentorshipSessionsObject } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { useById } from '../../api/queries';
import { usePermissions } from '../../api/usePermissions';
import { ConfirmedActionButton } from '../../layout/ConfirmedActionButton';
import { RecordHeader } from '../../layout/RecordHeader';
import { RecordUnavailable } from '../../layout/RecordUnavailable';
import { Spinner } from '../../layout/Spinner';
import { MatchingSection } from './MatchingSection';
import { matchingMessages } from './matchingMessages';
import { SESSIONS_PATH, useMatching, useRunMatching, useSessionAction } from './mentorshipApi';
import { PhaseChip } from './PhaseChip';
import { SessionCounters } from './SessionCounters';
import { SessionPeriods } from './SessionPeriods';
import { isReadOnly } from './sessionState';

/**
 * `/mentorship-sessions/{id}`: a session's matching. Run it in the matching period, check the
 * score and each mentee's match with its reason, move a mentee by hand, then publish.
 */
export function MatchingPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const { can } = usePermissions();
  const session = useById(mentorshipSessionsObject, id, {}, { notifyError: false });
  const matching = useMatching(id);
  const run = useRunMatching(id);
  const publish = useSessionAction('publish');
  const back = (
    <Link component={RouterLink} to={SESSIONS_PATH}>
      <FormattedMessage {...matchingMessages.back} />
    </Link>
  );

  if (session.isPending) return <Spinner />;
  if (session.isError)
    return <RecordUnavailable query={session} notFound={matchingMessages.notFound} back={back} />;
  const record = session.data;
  const editable = can(mentorshipSessionsObject.permission, 'update') && !isReadOnly(record);
  const inMatching = record.open_periods.includes('matching');

  return (
    <Stack spacing={3}>
      {back}
      <Stack spacing={1.5}>
        <RecordHeader title={record.name} />
        <PhaseChip phase={record.phase} />
        <SessionPeriods session={record} />
        <SessionCounters counts={record.counts} />
        {editable ? (
          <Stack spacing={0.5} role="group" aria-label={intl.formatMessage(matchingMessages.actions)}>
            <Stack direction="row" spacing={1}>
              <Button
                variant="contained"
                disabled={!inMatching}
                loading={run.isPending}
                onClick={() => void run.mutateAsync().catch(() => undefined)}
              >
                <FormattedMessage {...matchingMessages.run} />
              </Button>
              <ConfirmedActionButton
                variant="outlined"
                destructive={false}
                disabled={!matching.data}
                label={<FormattedMessage {...matchingMessages.publish} />}
                title={<FormattedMessage {...matchingMessages.publishTitle} />}
                body={<FormattedMessage {...matchingMessages.publishBody} />}
                busyLabel={<FormattedMessage {...matchingMessages.publishing} />}
                onConfirm={() => publish.mutateAsync(record.id)}
              />
            </Stack>
            {!inMatching && (
              <Typography variant="caption" color="text.secondary">
                <FormattedMessage {...matchingMessages.runHelp} />
              </Typography>
            )}
          </Stack>
        ) : (
          isReadOnly(record) && (
            <Alert severity="info">
              <FormattedMessage {...matchingMessages.readOnly} />
            </Alert>
          )
        )}
      </Stack>
      <MatchingSection matching={matching} editable={editable} />
    </Stack>
  );
}
