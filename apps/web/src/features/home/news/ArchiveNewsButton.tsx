import { FormattedMessage } from 'react-intl';
import { ConfirmedActionButton } from '../../../layout/ConfirmedActionButton';
import { useArchiveNews, type NewsRecord } from './newsApi';
import { newsMessages } from './newsMessages';

/** Archives a news item after asking: it leaves every reader's views and can no longer change. */
export function ArchiveNewsButton({ news, title }: { news: Pick<NewsRecord, 'id'>; title: string }) {
  const archive = useArchiveNews();
  return (
    <ConfirmedActionButton
      size="small"
      label={<FormattedMessage {...newsMessages.archive} />}
      title={<FormattedMessage {...newsMessages.archiveTitle} values={{ title }} />}
      body={<FormattedMessage {...newsMessages.archiveBody} />}
      busyLabel={<FormattedMessage {...newsMessages.archiving} />}
      onConfirm={() => archive.mutateAsync(news.id)}
    />
  );
}
