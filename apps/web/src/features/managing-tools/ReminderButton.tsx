import { usersObject, type CompletionReminderBody, type CompletionReminderInput } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { c13sPath } from '../../api/c13s';
import { http } from '../../api/http';
import { notify } from '../../api/notifier';
import { ConfirmedActionButton } from '../../layout/ConfirmedActionButton';
import { countedMessages, managingToolsMessages as messages } from './managingToolsMessages';

type Props = { people: readonly string[]; onDone: () => void };

/** Mails the chosen people what their profile misses; the server skips anyone reminded today. */
export function ReminderButton({ people, onDone }: Props) {
  const intl = useIntl();
  const send = async () => {
    const { sent, skipped } = await http.post<CompletionReminderBody>(
      c13sPath(usersObject, 'completion-reminder'),
      { ids: [...people] } satisfies CompletionReminderInput,
    );
    notify('success', intl.formatMessage(countedMessages.remindersSent, { sent, skipped }));
    onDone();
  };
  return (
    <ConfirmedActionButton
      variant="outlined"
      size="small"
      destructive={false}
      label={<FormattedMessage {...messages.remind} />}
      title={<FormattedMessage {...countedMessages.remindTitle} values={{ count: people.length }} />}
      body={<FormattedMessage {...messages.remindBody} />}
      busyLabel={<FormattedMessage {...messages.reminding} />}
      onConfirm={send}
    />
  );
}
