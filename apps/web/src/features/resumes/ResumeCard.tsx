import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { CvTemplateRef, RecordOf, resumeObject, ResumeFormat } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { useResumeLayout } from '../../forms/useResumeLayout';
import { formatDate } from '../../i18n/formatDate';
import { useLocale } from '../../i18n/useLocale';
import { resumeLabels, resumeLanguageMessages, resumeTitle } from '../../i18n/resumeLabels';
import { resumeMessages, resumeSectionMessages } from './resumeMessages';

type Props = {
  /** Who may download and edit it (the person and holders of 'resume update') the record says. */
  resume: RecordOf<typeof resumeObject>;
  /** Which format of this resume is being made, if any. */
  downloading: ResumeFormat | undefined;
  /** `template`: the firm's template chosen in the Layout select (absent: the language's default). */
  onDownload: (format: ResumeFormat, template?: CvTemplateRef) => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** One resume: what it holds, and its Word and PDF files. */
export function ResumeCard({ resume, downloading, onDownload, onEdit, onDelete }: Props) {
  const intl = useIntl();
  const layout = useResumeLayout(resume.language);
  const { language } = useLocale();
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={resumeTitle(intl, resume)}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }} useFlexGap>
          <Typography variant="h6" component="h3" sx={{ mr: 'auto' }}>
            {resumeTitle(intl, resume)}
          </Typography>
          <Chip size="small" label={intl.formatMessage(resumeLanguageMessages[resume.language])} />
          <Chip
            size="small"
            color={resume.is_base ? 'primary' : 'default'}
            variant={resume.is_base ? 'filled' : 'outlined'}
            label={intl.formatMessage(resume.is_base ? resumeLabels.base : resumeMessages.tailored)}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          <FormattedMessage
            {...resumeMessages.updated}
            values={{ date: formatDate(resume.updated_at, language) }}
          />
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {resume.sections.map((section) => intl.formatMessage(resumeSectionMessages[section])).join(' · ')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {resume.skills === null ? (
            <FormattedMessage {...resumeMessages.allSkills} />
          ) : (
            <FormattedMessage {...resumeMessages.skillsCount} values={{ count: resume.skills.length }} />
          )}
          {' · '}
          {resume.experience_ids === null ? (
            <FormattedMessage {...resumeMessages.allExperiences} />
          ) : (
            <FormattedMessage
              {...resumeMessages.experiencesCount}
              values={{ count: resume.experience_ids.length }}
            />
          )}
        </Typography>
        {resume.summary && (
          <Typography
            variant="body2"
            sx={{
              mt: 1,
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {resume.summary}
          </Typography>
        )}
      </CardContent>
      {resume._can.update && (
        <CardActions
          role="group"
          sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}
          aria-label={intl.formatMessage(resumeMessages.actions)}
        >
          {layout.select}
          <Button
            size="small"
            variant="contained"
            startIcon={<DownloadOutlinedIcon />}
            loading={downloading === 'docx'}
            disabled={downloading !== undefined}
            onClick={() => onDownload('docx', layout.template)}
          >
            <FormattedMessage {...resumeMessages.downloadWord} />
          </Button>
          <Button
            size="small"
            variant="outlined"
            startIcon={<DownloadOutlinedIcon />}
            loading={downloading === 'pdf'}
            disabled={downloading !== undefined || layout.pdfBlocked}
            title={layout.pdfBlocked ? layout.pdfBlockedText : undefined}
            onClick={() => onDownload('pdf', layout.template)}
          >
            <FormattedMessage {...resumeMessages.downloadPdf} />
          </Button>
          <Button
            size="small"
            startIcon={<EditOutlinedIcon />}
            onClick={onEdit}
            sx={{ ml: 'auto !important' }}
          >
            <FormattedMessage {...resumeMessages.edit} />
          </Button>
          {resume._can.delete && !resume.is_base && (
            <Button size="small" color="error" startIcon={<DeleteOutlinedIcon />} onClick={onDelete}>
              <FormattedMessage {...resumeMessages.delete} />
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
}
