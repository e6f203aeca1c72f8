import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { newsObject } from '@atrium/contract';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useSearch } from '../../../api/queries';
import { LoadFailedAlert } from '../../../layout/LoadFailedAlert';
import { Spinner } from '../../../layout/Spinner';
import { NewsCard } from './NewsCard';
import { NEWS_PATH } from './newsApi';
import { newsMessages } from './newsMessages';

/** How many items the home page shows; the rest are on /news. */
export const HOME_NEWS_COUNT = 4;
/** A scheduled item appears within this long on a home page left open (publication is read at query time). */
const REFRESH_MS = 60_000;

/**
 * The home page's news: what is published for the reader, pinned first, then newest
 * (`GET /api/c13s/v2/home/news/search?state=published&size=4`, the server's default order).
 */
export function NewsSection() {
  const news = useSearch(
    newsObject,
    { state: 'published', size: HOME_NEWS_COUNT },
    { refetchInterval: REFRESH_MS },
  );
  return (
    <Stack component="section" aria-labelledby="home-news" spacing={1.5}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography id="home-news" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          <FormattedMessage {...newsMessages.section} />
        </Typography>
        <Link component={RouterLink} to={NEWS_PATH}>
          <FormattedMessage {...newsMessages.seeAll} />
        </Link>
      </Stack>
      {news.isPending ? (
        <Spinner />
      ) : news.isError ? (
        <LoadFailedAlert onRetry={() => void news.refetch()} />
      ) : news.data.data.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage {...newsMessages.sectionEmpty} />
        </Typography>
      ) : (
        <Grid container spacing={2}>
          {news.data.data.map((item) => (
            <Grid key={item.id} size={{ xs: 12, sm: 6 }}>
              <NewsCard news={item} />
            </Grid>
          ))}
        </Grid>
      )}
    </Stack>
  );
}
