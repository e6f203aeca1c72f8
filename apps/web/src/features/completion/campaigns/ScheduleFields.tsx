import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { Controller, type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormTextField } from '../../../forms/FormTextField';
import { FlagSwitch } from '../../../layout/FlagSwitch';
import type { CampaignBody, CampaignFormValues } from './campaignForm';
import { campaignsMessages } from './campaignsMessages';

/** When the first mail goes, how often reminders follow and how many, and whether leaders hear of the rest. */
export function ScheduleFields({ control }: { control: Control<CampaignFormValues, unknown, CampaignBody> }) {
  const intl = useIntl();
  return (
    <Stack spacing={2}>
      <FormTextField
        control={control}
        name="start_at"
        type="datetime-local"
        label={intl.formatMessage(campaignsMessages.startAt)}
        helper={intl.formatMessage(campaignsMessages.startHelp)}
        labelAbove
        required
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="reminder_every_days"
          type="number"
          label={intl.formatMessage(campaignsMessages.reminderEvery)}
          required
        />
        <FormTextField
          control={control}
          name="reminders_max"
          type="number"
          label={intl.formatMessage(campaignsMessages.remindersMax)}
          required
        />
      </Stack>
      <Controller
        control={control}
        name="escalate"
        render={({ field }) => (
          <Stack>
            <FlagSwitch
              label={<FormattedMessage {...campaignsMessages.escalate} />}
              checked={field.value}
              saving={false}
              onChange={field.onChange}
            />
            <FormHelperText sx={{ mt: 0 }}>
              <FormattedMessage {...campaignsMessages.escalateHelp} />
            </FormHelperText>
          </Stack>
        )}
      />
    </Stack>
  );
}
