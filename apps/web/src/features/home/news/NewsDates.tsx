import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { formatDate } from '../../../i18n/formatDate';
import { useLocale } from '../../../i18n/useLocale';
import type { NewsRecord } from './newsApi';
import { newsMessages } from './newsMessages';

/** When an item is (or will be) out, and until when. */
export function NewsDates({ news }: { news: Pick<NewsRecord, 'state' | 'publish_at' | 'expires_at'> }) {
  const { language } = useLocale();
  if (!news.publish_at) return null;
  const date = formatDate(news.publish_at, language, 'dateTime');
  return (
    <Typography variant="body2" color="text.secondary">
      <FormattedMessage
        {...(news.state === 'scheduled' ? newsMessages.scheduledFor : newsMessages.publishedOn)}
        values={{ date }}
      />
      {news.expires_at && (
        <>
          {' · '}
          <FormattedMessage
            {...newsMessages.expiresOn}
            values={{ date: formatDate(news.expires_at, language, 'dateTime') }}
          />
        </>
      )}
    </Typography>
  );
}
