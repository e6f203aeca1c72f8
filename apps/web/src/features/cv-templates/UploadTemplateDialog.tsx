import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import {
  CV_TEMPLATE_PURPOSES,
  RESUME_LANGUAGES,
  type CvTemplate,
  type CvTemplatePurpose,
  type ResumeLanguage,
} from '@atrium/contract';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isCancelled } from '../../api/upload';
import { RecordDialog } from '../../forms/RecordDialog';
import { UploadProgress } from '../../forms/UploadProgress';
import { useUpload } from '../../forms/useUpload';
import { resumeLanguageMessages } from '../../i18n/resumeLabels';
import { failureText } from '../../i18n/serverMessage';
import { cvTemplatesMessages as messages, purposeMessages } from './cvTemplatesMessages';
import { PlaceholdersList } from './PlaceholdersList';
import { downloadTemplateFile, useCvTemplateWrites } from './useCvTemplates';

type Props = {
  /** A new version of this template; absent, a new template. */
  template?: CvTemplate;
  onClose: () => void;
  /** The template as uploaded, for the screen to offer its preview. */
  onUploaded: (template: CvTemplate) => void;
};

/**
 * Uploads a Word template (or a new version of one) after the placeholders it may hold, with the
 * sample to start from. A refused file says why here, line and placeholder named (the server's).
 */
export function UploadTemplateDialog({ template, onClose, onUploaded }: Props) {
  const intl = useIntl();
  const writes = useCvTemplateWrites();
  const sending = useUpload();
  const [name, setName] = useState('');
  const [language, setLanguage] = useState<ResumeLanguage>(intl.locale === 'fr' ? 'fr' : 'en');
  const [purpose, setPurpose] = useState<CvTemplatePurpose>('standard');
  const [file, setFile] = useState<File>();
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file || (!template && !name.trim())) return;
    setSaving(true);
    setError(undefined);
    try {
      const made = await sending.track(file, (tracking) =>
        template
          ? writes.addVersion(template.id, file, tracking)
          : writes.create({ name: name.trim(), language, purpose }, file, tracking),
      );
      onUploaded(made);
    } catch (failure) {
      if (!isCancelled(failure)) setError(failureText(intl, failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <RecordDialog
      title={<FormattedMessage {...(template ? messages.newVersion : messages.upload)} />}
      dirty={file !== undefined || name !== ''}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      submitting={saving}
      submitLabel={<FormattedMessage {...messages.send} />}
      footer={<UploadProgress upload={sending} />}
      long
    >
      {template ? (
        <Typography variant="subtitle1">{template.name}</Typography>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={intl.formatMessage(messages.name)}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            fullWidth
          />
          <TextField
            select
            label={intl.formatMessage(messages.language)}
            value={language}
            onChange={(event) => setLanguage(event.target.value as ResumeLanguage)}
            sx={{ minWidth: 140 }}
          >
            {RESUME_LANGUAGES.map((code) => (
              <MenuItem key={code} value={code}>
                {intl.formatMessage(resumeLanguageMessages[code])}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={intl.formatMessage(messages.purpose)}
            value={purpose}
            onChange={(event) => setPurpose(event.target.value as CvTemplatePurpose)}
            sx={{ minWidth: 160 }}
          >
            {CV_TEMPLATE_PURPOSES.map((value) => (
              <MenuItem key={value} value={value}>
                {intl.formatMessage(purposeMessages[value])}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button component="label" variant="outlined" startIcon={<UploadFileOutlinedIcon />}>
          <FormattedMessage {...messages.chooseFile} />
          <input
            type="file"
            hidden
            aria-label={intl.formatMessage(messages.file)}
            accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            onChange={(event) => {
              setFile(event.target.files?.[0]);
              setError(undefined);
            }}
          />
        </Button>
        <Typography variant="body2" color="text.secondary">
          {file?.name}
        </Typography>
      </Stack>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {RESUME_LANGUAGES.map((code) => (
          <Button
            key={code}
            size="small"
            startIcon={<DownloadOutlinedIcon />}
            onClick={() =>
              void downloadTemplateFile(`/sample?language=${code}`, `cv-template-sample-${code}.docx`)
            }
          >
            <FormattedMessage {...(code === 'fr' ? messages.sampleFr : messages.sampleEn)} />
          </Button>
        ))}
      </Stack>
      <PlaceholdersList />
    </RecordDialog>
  );
}
