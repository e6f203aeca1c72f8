import { FormattedMessage } from 'react-intl';
import { ConfirmedActionButton } from '../../layout/ConfirmedActionButton';
import { useSessionAction, type SessionRecord } from './mentorshipApi';
import { sessionsMessages } from './sessionsMessages';

/** Archives a session after asking: it leaves the default views and can no longer change. */
export function ArchiveSessionButton({
  session,
  onArchived,
}: {
  session: Pick<SessionRecord, 'id' | 'name'>;
  onArchived?: () => unknown;
}) {
  const archive = useSessionAction('archive');
  return (
    <ConfirmedActionButton
      size="small"
      label={<FormattedMessage {...sessionsMessages.archive} />}
      title={<FormattedMessage {...sessionsMessages.archiveTitle} values={{ name: session.name }} />}
      body={<FormattedMessage {...sessionsMessages.archiveBody} />}
      busyLabel={<FormattedMessage {...sessionsMessages.archiving} />}
      onConfirm={async () => {
        await archive.mutateAsync(session.id);
        await onArchived?.();
      }}
    />
  );
}
