import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NEWS_BODY_MAX, NEWS_UNITS_MAX, newsObject, TEXT_SHORT } from '@atrium/contract';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCreate, useUpdate } from '../../../api/mutations';
import { notify } from '../../../api/notifier';
import { failureText } from '../../../i18n/serverMessage';
import { FormLabelsField } from '../../../forms/FormLabelsField';
import { FormTextField } from '../../../forms/FormTextField';
import { RecordDialog } from '../../../forms/RecordDialog';
import { recordDialogProps, setServerErrors } from '../../../forms/recordForm';
import type { NewsRecord } from './newsApi';
import { NewsCoverField } from './NewsCoverField';
import { newsFormValues, newsResolver, type NewsBody, type NewsFormValues } from './newsForm';
import { newsMessages } from './newsMessages';

type Props = { news?: NewsRecord | undefined; onClose: () => void };

/** A news item, new or changed: its versions in English and French, audience, pin and dates; its cover once saved. */
export function NewsDialog({ news, onClose }: Props) {
  const intl = useIntl();
  const create = useCreate(newsObject, { notifyError: false });
  const update = useUpdate(newsObject, { notifyError: false });
  const { control, handleSubmit, setError, formState } = useForm<NewsFormValues, unknown, NewsBody>({
    resolver: newsResolver,
    defaultValues: newsFormValues(news),
  });

  const submit = handleSubmit(async (body) => {
    try {
      if (news) await update.mutateAsync({ id: news.id, data: body });
      else await create.mutateAsync(body);
    } catch (failure) {
      if (setServerErrors(setError, failure, intl) === 0) notify('error', failureText(intl, failure));
      return;
    }
    onClose();
  });

  const version = (language: 'en' | 'fr') => (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        <FormattedMessage {...(language === 'en' ? newsMessages.english : newsMessages.french)} />
      </Typography>
      <FormTextField
        control={control}
        name={`title_${language}`}
        label={intl.formatMessage(newsMessages.titleField)}
        max={TEXT_SHORT}
        autoFocus={language === 'en'}
      />
      <FormTextField
        control={control}
        name={`body_${language}`}
        label={intl.formatMessage(newsMessages.bodyField)}
        max={NEWS_BODY_MAX}
        multiline
        minRows={4}
      />
    </Stack>
  );

  return (
    <RecordDialog
      title={<FormattedMessage {...(news ? newsMessages.editTitle : newsMessages.add)} />}
      {...recordDialogProps(formState, submit, onClose)}
      long
    >
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage {...newsMessages.versionsHelp} />
      </Typography>
      {version('en')}
      {version('fr')}
      <FormLabelsField
        control={control}
        name="business_units"
        label={intl.formatMessage(newsMessages.businessUnits)}
        help={intl.formatMessage(newsMessages.businessUnitsHelp)}
        max={NEWS_UNITS_MAX}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="publish_at"
          type="datetime-local"
          labelAbove
          label={intl.formatMessage(newsMessages.publishAt)}
          helper={intl.formatMessage(newsMessages.publishAtHelp)}
        />
        <FormTextField
          control={control}
          name="expires_at"
          type="datetime-local"
          labelAbove
          label={intl.formatMessage(newsMessages.expiresAt)}
        />
      </Stack>
      <Controller
        control={control}
        name="pinned"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
            }
            label={intl.formatMessage(newsMessages.pin)}
          />
        )}
      />
      <NewsCoverField news={news} />
    </RecordDialog>
  );
}
