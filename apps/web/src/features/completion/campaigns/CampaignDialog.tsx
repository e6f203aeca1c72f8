import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { smartCampaignsObject, TEXT_SHORT } from '@atrium/contract';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { serverFieldErrors } from '../../../forms/formIssues';
import { useCreate, useUpdate } from '../../../api/mutations';
import { notify } from '../../../api/notifier';
import { formIssueKey } from '../../../forms/formErrors';
import { FormTextField } from '../../../forms/FormTextField';
import { RecordDialog } from '../../../forms/RecordDialog';
import { recordDialogProps } from '../../../forms/recordForm';
import { failureText } from '../../../i18n/serverMessage';
import {
  campaignFormSchema,
  campaignFormValues,
  patchOf,
  type CampaignBody,
  type CampaignFormValues,
  type CampaignRecord,
} from './campaignForm';
import { campaignsMessages } from './campaignsMessages';
import { MessagesFields } from './MessagesFields';
import { ScheduleFields } from './ScheduleFields';
import { TargetFields } from './TargetFields';
import { TargetPreview } from './TargetPreview';

const resolver = zodResolver(campaignFormSchema, { error: formIssueKey });

type Props = {
  /** The draft or paused campaign to change; a new draft when absent. */
  campaign?: CampaignRecord;
  onClose: () => void;
  /** After a new draft is saved: where to go with it. */
  onCreated?: (id: string) => void;
};

function Section({ title }: { title: MessageDescriptor }) {
  return (
    <Typography variant="h6" component="h3">
      <FormattedMessage {...title} />
    </Typography>
  );
}

/**
 * A campaign's draft, new or changed: its target with a live preview of who it reaches, its mail
 * in both languages, its schedule. Checked by the contract's CampaignCreate before it is sent.
 */
export function CampaignDialog({ campaign, onClose, onCreated }: Props) {
  const intl = useIntl();
  const create = useCreate(smartCampaignsObject, { notifyError: false });
  const update = useUpdate(smartCampaignsObject, { notifyError: false });
  const { control, handleSubmit, setError, getValues, setValue, formState } = useForm<
    CampaignFormValues,
    unknown,
    CampaignBody
  >({
    resolver,
    defaultValues: campaignFormValues(campaign),
  });
  const target = useWatch({ control, name: 'target' });
  const paused = campaign?.status === 'paused';

  const submit = handleSubmit(async (body) => {
    try {
      if (campaign) await update.mutateAsync({ id: campaign.id, data: patchOf(body, campaign) });
      else {
        const { id } = await create.mutateAsync(body);
        onCreated?.(id);
      }
    } catch (failure) {
      const errors = serverFieldErrors(intl, failure);
      for (const [field, message] of Object.entries(errors)) {
        setError(field as Path<CampaignFormValues>, { message });
      }
      if (Object.keys(errors).length === 0) {
        notify('error', failureText(intl, failure));
      }
      return;
    }
    onClose();
  });

  return (
    <RecordDialog
      title={<FormattedMessage {...(campaign ? campaignsMessages.edit : campaignsMessages.add)} />}
      {...recordDialogProps(formState, submit, onClose)}
      long
    >
      <FormTextField
        control={control}
        name="name"
        label={intl.formatMessage(campaignsMessages.name)}
        max={TEXT_SHORT}
        required
        autoFocus
      />
      <Stack spacing={2}>
        <Section title={campaignsMessages.sectionTarget} />
        {paused ? (
          <Alert severity="info">
            <FormattedMessage {...campaignsMessages.pausedTarget} />
          </Alert>
        ) : (
          <>
            <TargetFields control={control} />
            <TargetPreview target={target} />
          </>
        )}
      </Stack>
      <Divider />
      <Stack spacing={2}>
        <Section title={campaignsMessages.sectionMessages} />
        <MessagesFields control={control} getValues={getValues} setValue={setValue} />
      </Stack>
      <Divider />
      <Stack spacing={2}>
        <Section title={campaignsMessages.sectionSchedule} />
        <ScheduleFields control={control} />
      </Stack>
    </RecordDialog>
  );
}
