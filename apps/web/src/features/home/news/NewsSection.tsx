import { Suspense } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { lazyNamed } from '../../../takeover/lazyNamed';
import { NewsPlaceholder } from './NewsPlaceholder';
import { NEWS_PATH } from './newsPaths';

// The home's first script carries only these words: the news' own catalogue loads with the list.
const messages = defineMessages({
  section: { id: 'news.section', defaultMessage: 'News' },
  seeAll: { id: 'news.seeAll', defaultMessage: 'All the news' },
});

// The news cards and the list's shared parts load beside the home page, not before it shows.
const HomeNewsList = lazyNamed(() => import('./HomeNewsList'), 'HomeNewsList');

/** The home page's news section: its heading, a link to every item, and the latest published for the reader. */
export function NewsSection() {
  return (
    <Stack component="section" aria-labelledby="home-news" spacing={1.5}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography id="home-news" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          <FormattedMessage {...messages.section} />
        </Typography>
        <Link component={RouterLink} to={NEWS_PATH}>
          <FormattedMessage {...messages.seeAll} />
        </Link>
      </Stack>
      <Suspense fallback={<NewsPlaceholder />}>
        <HomeNewsList />
      </Suspense>
    </Stack>
  );
}
