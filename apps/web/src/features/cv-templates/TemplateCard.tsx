import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import type { CvTemplate, CvTemplateVersion } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '../../i18n/formatDate';
import { resumeLanguageMessages } from '../../i18n/resumeLabels';
import { useLocale } from '../../i18n/useLocale';
import { ConfirmedActionButton } from '../../layout/ConfirmedActionButton';
import { cvTemplatesMessages as messages, purposeMessages } from './cvTemplatesMessages';
import { downloadTemplateFile, useCvTemplateWrites } from './useCvTemplates';

type Props = {
  template: CvTemplate;
  pdfAvailable: boolean;
  onNewVersion: () => void;
};

/**
 * One template: its language, purpose and state, and per version (newest first) its preview with
 * the demo person, its Word file, and Publish; the template's default and delete.
 */
export function TemplateCard({ template, pdfAvailable, onNewVersion }: Props) {
  const intl = useIntl();
  const { language } = useLocale();
  const writes = useCvTemplateWrites();
  const versionPath = (version: CvTemplateVersion) => `/${template.id}/versions/${version.id}`;
  const preview = (version: CvTemplateVersion, query: string, format: 'docx' | 'pdf') =>
    void downloadTemplateFile(`${versionPath(version)}/preview${query}`, `preview.${format}`);
  const published = template.published_version_id !== null;

  return (
    <Card variant="outlined" component="article" aria-label={template.name}>
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ mr: 1 }}>
            {template.name}
          </Typography>
          <Chip size="small" label={intl.formatMessage(resumeLanguageMessages[template.language])} />
          <Chip size="small" label={intl.formatMessage(purposeMessages[template.purpose])} />
          {template.is_default && (
            <Chip size="small" color="primary" label={intl.formatMessage(messages.isDefault)} />
          )}
          <Chip
            size="small"
            variant="outlined"
            color={published ? 'success' : 'default'}
            label={intl.formatMessage(published ? messages.published : messages.draft)}
          />
        </Stack>
        <Typography variant="subtitle2" component="h3">
          <FormattedMessage {...messages.versions} />
        </Typography>
        <Stack component="ul" spacing={1} sx={{ m: 0, pl: 0, listStyle: 'none' }}>
          {template.versions.map((version) => (
            <Stack
              component="li"
              key={version.id}
              direction={{ xs: 'column', md: 'row' }}
              spacing={1}
              useFlexGap
              sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}
            >
              <Typography variant="body2" sx={{ minWidth: 220 }}>
                <strong>{intl.formatMessage(messages.version, { number: version.number })}</strong>
                {' · '}
                {version.file_name}
                {' · '}
                {formatDate(version.created_at, language)}
                {version.id === template.published_version_id && (
                  <Chip
                    size="small"
                    color="success"
                    sx={{ ml: 1 }}
                    label={intl.formatMessage(messages.published)}
                  />
                )}
              </Typography>
              <Button size="small" onClick={() => preview(version, '', 'docx')}>
                <FormattedMessage {...messages.preview} />
              </Button>
              <Button size="small" onClick={() => preview(version, '?anonymised=true', 'docx')}>
                <FormattedMessage {...messages.previewAnonymised} />
              </Button>
              {pdfAvailable && (
                <Button size="small" onClick={() => preview(version, '?format=pdf', 'pdf')}>
                  <FormattedMessage {...messages.previewPdf} />
                </Button>
              )}
              <Button
                size="small"
                startIcon={<DownloadOutlinedIcon />}
                onClick={() => void downloadTemplateFile(`${versionPath(version)}/file`, version.file_name)}
              >
                <FormattedMessage {...messages.downloadFile} />
              </Button>
              {version.id !== template.published_version_id && (
                <ConfirmedActionButton
                  size="small"
                  variant="contained"
                  destructive={false}
                  label={<FormattedMessage {...messages.publish} />}
                  title={<FormattedMessage {...messages.publishTitle} />}
                  body={
                    <FormattedMessage
                      {...messages.publishBody}
                      values={{ name: template.name, number: version.number }}
                    />
                  }
                  busyLabel={<FormattedMessage {...messages.publishing} />}
                  onConfirm={() => writes.publish(template.id, version.id)}
                />
              )}
            </Stack>
          ))}
        </Stack>
      </CardContent>
      <CardActions
        role="group"
        aria-label={intl.formatMessage(messages.actions)}
        sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}
      >
        <Button size="small" variant="outlined" onClick={onNewVersion}>
          <FormattedMessage {...messages.newVersion} />
        </Button>
        {published && (
          <Button size="small" onClick={() => void writes.setDefault(template.id, !template.is_default)}>
            <FormattedMessage {...(template.is_default ? messages.clearDefault : messages.makeDefault)} />
          </Button>
        )}
        <ConfirmedActionButton
          size="small"
          label={<FormattedMessage {...messages.delete} />}
          title={<FormattedMessage {...messages.deleteTitle} />}
          body={<FormattedMessage {...messages.deleteBody} values={{ name: template.name }} />}
          busyLabel={<FormattedMessage {...messages.deleting} />}
          onConfirm={() => writes.remove(template.id)}
        />
      </CardActions>
    </Card>
  );
}
