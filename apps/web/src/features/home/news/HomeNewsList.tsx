import { useDeferredValue } from 'react';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { newsObject } from '@atrium/contract';
import { FormattedMessage } from 'react-intl';
import { useSearch } from '../../../api/queries';
import { LoadFailedAlert } from '../../../layout/LoadFailedAlert';
import { NewsCard } from './NewsCard';
import { NewsPlaceholder } from './NewsPlaceholder';
import { newsMessages } from './newsMessages';

/** How many items the home page shows; the rest are on /news. */
export const HOME_NEWS_COUNT = 4;
/** A scheduled item appears within this long on a home page left open (publication is read at query time). */
const REFRESH_MS = 60_000;

/**
 * What is published for the reader, pinned first, then newest: `GET
 * /api/c13s/v2/home/news/search?state=published&size=4` (the server's default order, news_home_idx).
 */
export function HomeNewsList() {
  const news = useSearch(
    newsObject,
    { state: 'published', size: HOME_NEWS_COUNT },
    { refetchInterval: REFRESH_MS },
  );
  // The cards render in a transition, sliced, once the answer arrives: the spinner stays meanwhile,
  // rather than one long task on a phone.
  const shown = useDeferredValue(news.data);
  if (news.isError) return <LoadFailedAlert onRetry={() => void news.refetch()} />;
  if (!shown) return <NewsPlaceholder />;
  if (shown.data.length === 0)
    return (
      <Typography color="text.secondary">
        <FormattedMessage {...newsMessages.sectionEmpty} />
      </Typography>
    );
  return (
    <Grid container spacing={2}>
      {shown.data.map((item) => (
        <Grid key={item.id} size={{ xs: 12, sm: 6 }}>
          <NewsCard news={item} />
        </Grid>
      ))}
    </Grid>
  );
}
