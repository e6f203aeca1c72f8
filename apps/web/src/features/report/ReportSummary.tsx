import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '../../i18n/formatDate';
import { useLocale } from '../../i18n/useLocale';
import type { ReportRecord } from './feedbackApi';
import { feedbackMessages } from './feedbackMessages';
import { reportMessages } from './reportMessages';
import { ReportStatusChip } from './ReportStatusChip';

/** A report as its author wrote it, where it stands, and the reply when there is one. */
export function ReportSummary({ report, showReply = true }: { report: ReportRecord; showReply?: boolean }) {
  const intl = useIntl();
  const { language } = useLocale();
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ReportStatusChip status={report.status} />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {intl.formatMessage(reportMessages[report.type])}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage
            {...feedbackMessages.sentOn}
            values={{ date: formatDate(report.created_at, language, 'dateTime') }}
          />
          {' · '}
          <FormattedMessage {...feedbackMessages.fromPage} values={{ page: report.page }} />
        </Typography>
      </Stack>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{report.description}</Typography>
      {showReply &&
        (report.reply ? (
          <Stack spacing={0.5} sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5 }}>
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage
                {...feedbackMessages.repliedOn}
                values={{ date: formatDate(report.replied_at, language, 'dateTime') }}
              />
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{report.reply}</Typography>
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage {...feedbackMessages.noReply} />
          </Typography>
        ))}
    </Stack>
  );
}
