import { zodResolver } from '@hookform/resolvers/zod';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { reportObject, REPORT_TYPES, ReportInput, TEXT_LONG } from '@atrium/contract';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { RecordDialog } from '../../forms/RecordDialog';
import { recordDialogProps } from '../../forms/recordForm';
import { useLocation } from 'react-router';
import { useCreate } from '../../api/mutations';
import { formErrorText, formIssueKey } from '../../forms/formErrors';
import { reportMessages } from './reportMessages';

type Props = { open: boolean; onClose: () => void };

/** The issue report and feedback form (`POST /api/c13s/v2/report/report`); the answer's msg is shown. */
export function ReportIssueDialog({ open, onClose }: Props) {
  const intl = useIntl();
  const location = useLocation();
  const create = useCreate(reportObject);
  const { register, control, handleSubmit, formState } = useForm<ReportInput>({
    resolver: zodResolver(ReportInput, { error: formIssueKey }),
    defaultValues: { page: `${location.pathname}${location.search}`, type: 'bug', description: '' },
  });
  const { errors } = formState;
  const length = useWatch({ control, name: 'description' }).length;

  const submit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
    } catch {
      // The http client has shown why; the form stays open with what was typed.
      return;
    }
    onClose();
  });

  return (
    <RecordDialog
      open={open}
      title={<FormattedMessage {...reportMessages.title} />}
      {...recordDialogProps(formState, submit, onClose)}
      submitLabel={<FormattedMessage {...reportMessages.send} />}
      size="sm"
    >
      <Typography color="text.secondary">
        <FormattedMessage {...reportMessages.intro} />
      </Typography>
      <TextField
        {...register('page')}
        label={intl.formatMessage(reportMessages.page)}
        required
        error={Boolean(errors.page)}
        helperText={formErrorText(intl, errors.page?.message)}
      />
      <FormControl component="fieldset">
        <FormLabel component="legend">
          <FormattedMessage {...reportMessages.type} />
        </FormLabel>
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <RadioGroup row {...field}>
              {REPORT_TYPES.map((type) => (
                <FormControlLabel
                  key={type}
                  value={type}
                  control={<Radio />}
                  label={intl.formatMessage(reportMessages[type])}
                />
              ))}
            </RadioGroup>
          )}
        />
      </FormControl>
      <TextField
        {...register('description')}
        label={intl.formatMessage(reportMessages.description)}
        required
        multiline
        minRows={5}
        autoFocus
        error={Boolean(errors.description)}
        helperText={
          formErrorText(intl, errors.description?.message) ??
          intl.formatMessage(reportMessages.counter, { count: length, max: TEXT_LONG })
        }
        slotProps={{ htmlInput: { maxLength: TEXT_LONG } }}
      />
    </RecordDialog>
  );
}
