import { mentorshipParticipantsObject } from '@atrium/contract';
import { FormattedMessage } from 'react-intl';
import { useDelete } from '../../api/mutations';
import { ConfirmedActionButton } from '../../layout/ConfirmedActionButton';
import { useRefreshMentorship } from './mentorshipApi';
import { processMessages } from './processMessages';

/** Leaves the session after asking (a mentor already requested is refused by the server, which says why). */
export function CancelRegistrationButton({ participantId }: { participantId: string }) {
  const remove = useDelete(mentorshipParticipantsObject);
  const refresh = useRefreshMentorship();
  return (
    <ConfirmedActionButton
      variant="outlined"
      label={<FormattedMessage {...processMessages.cancel} />}
      title={<FormattedMessage {...processMessages.cancelTitle} />}
      body={<FormattedMessage {...processMessages.cancelBody} />}
      busyLabel={<FormattedMessage {...processMessages.cancelling} />}
      onConfirm={async () => {
        await remove.mutateAsync(participantId);
        // The process and the session's counters change with a registration.
        await refresh();
      }}
    />
  );
}
