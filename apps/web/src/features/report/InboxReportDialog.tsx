import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REPORT_STATUSES, reportObject, TEXT_LONG, type ReportStatus } from '@atrium/contract';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useUpdate } from '../../api/mutations';
import { FormSelectField } from '../../forms/FormSelectField';
import { FormTextField } from '../../forms/FormTextField';
import { RecordDialog } from '../../forms/RecordDialog';
import { recordDialogProps } from '../../forms/recordForm';
import { serverFieldErrors } from '../../forms/formIssues';
import { notify } from '../../api/notifier';
import { failureText } from '../../i18n/serverMessage';
import { PeoplePicker, type PickedPerson } from '../../layout/PeoplePicker';
import { PersonNameLink } from '../../layout/PersonNameLink';
import { useReplyToReport, type ReportRecord } from './feedbackApi';
import { feedbackMessages } from './feedbackMessages';
import { ReportSummary } from './ReportSummary';

type Values = { status: ReportStatus; assignee: PickedPerson[]; reply: string };

/**
 * The inbox's record dialog: the report, its status (new → in progress → done), its assignee (an
 * administrator or HR, which the server checks) and the reply, sent to the author when it changes.
 */
export function InboxReportDialog({ report, onClose }: { report: ReportRecord; onClose: () => void }) {
  const intl = useIntl();
  const update = useUpdate(reportObject, { notifyError: false, notifySuccess: false });
  const reply = useReplyToReport();
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: {
      status: report.status,
      assignee: report.assignee ? [report.assignee] : [],
      reply: report.reply ?? '',
    },
  });

  const submit = handleSubmit(async (values) => {
    const assignee_id = values.assignee[0]?.id ?? null;
    const text = values.reply.trim();
    try {
      if (values.status !== report.status || assignee_id !== (report.assignee?.id ?? null))
        await update.mutateAsync({ id: report.id, data: { status: values.status, assignee_id } });
      if (text && text !== report.reply) await reply.mutateAsync({ id: report.id, reply: text });
    } catch (failure) {
      const errors = serverFieldErrors(intl, failure);
      if (errors.assignee_id) setError('assignee', { message: errors.assignee_id });
      if (errors.reply) setError('reply', { message: errors.reply });
      if (Object.keys(errors).length === 0) notify('error', failureText(intl, failure));
      return;
    }
    onClose();
  });

  return (
    <RecordDialog
      title={<FormattedMessage {...feedbackMessages.handle} />}
      {...recordDialogProps(formState, submit, onClose)}
      long
    >
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage {...feedbackMessages.author} />
        {': '}
        {report.author ? (
          <PersonNameLink person={report.author} />
        ) : (
          <FormattedMessage {...feedbackMessages.unknownAuthor} />
        )}
      </Typography>
      <ReportSummary report={report} showReply={false} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelectField
          control={control}
          name="status"
          label={intl.formatMessage(feedbackMessages.status)}
          options={REPORT_STATUSES.map((status) => ({
            value: status,
            label: intl.formatMessage(feedbackMessages[`status.${status}`]),
          }))}
          sx={{ minWidth: 180 }}
        />
        <Controller
          control={control}
          name="assignee"
          render={({ field, fieldState }) => (
            <PeoplePicker
              single
              label={intl.formatMessage(feedbackMessages.assignee)}
              hint={intl.formatMessage(feedbackMessages.assigneeHelp)}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </Stack>
      <FormTextField
        control={control}
        name="reply"
        label={intl.formatMessage(feedbackMessages.reply)}
        helper={intl.formatMessage(feedbackMessages.replyHelp)}
        max={TEXT_LONG}
        multiline
        minRows={4}
      />
    </RecordDialog>
  );
}
