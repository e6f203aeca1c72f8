import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { CvTemplate } from '@atrium/contract';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useCvTemplateChoices } from '../../api/useCvTemplateChoices';
import { usePermissions } from '../../api/usePermissions';
import { LoadFailedAlert } from '../../layout/LoadFailedAlert';
import { cvTemplatesMessages as messages } from './cvTemplatesMessages';
import { TemplateCard } from './TemplateCard';
import { UploadTemplateDialog } from './UploadTemplateDialog';
import { useCvTemplates } from './useCvTemplates';

/**
 * `/cv-templates` (issue 49): the firm's Word CV templates, for administrators ('cv_templates'):
 * upload (placeholders documented, a sample to start from), preview with a demo person, publish a
 * version, the default of each language, and every version kept.
 */
export function CvTemplatesPage() {
  const { can } = usePermissions();
  const templates = useCvTemplates();
  const pdfAvailable = useCvTemplateChoices().data?.pdf_available ?? true;
  const [uploading, setUploading] = useState<{ template?: CvTemplate }>();

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Stack spacing={1} sx={{ flex: 1 }}>
          <Typography variant="h4" component="h1">
            <FormattedMessage {...messages.title} />
          </Typography>
          <Typography color="text.secondary">
            <FormattedMessage {...messages.intro} />
          </Typography>
        </Stack>
        {can('cv_templates', 'create') && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setUploading({})}>
            <FormattedMessage {...messages.upload} />
          </Button>
        )}
      </Stack>
      {!pdfAvailable && (
        <Alert severity="info">
          <FormattedMessage {...messages.pdfOff} />
        </Alert>
      )}
      {templates.isError ? (
        <LoadFailedAlert onRetry={() => void templates.refetch()} />
      ) : !templates.data ? (
        <Skeleton variant="rounded" height={160} />
      ) : templates.data.data.length === 0 ? (
        <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
          <FormattedMessage {...messages.empty} />
        </Typography>
      ) : (
        templates.data.data.map((template) => (
          <TemplateCard
            key={template.id}
            template={template}
            pdfAvailable={pdfAvailable}
            onNewVersion={() => setUploading({ template })}
          />
        ))
      )}
      {uploading && (
        <UploadTemplateDialog
          template={uploading.template}
          onClose={() => setUploading(undefined)}
          onUploaded={() => setUploading(undefined)}
        />
      )}
    </Stack>
  );
}
