import { useDeferredValue, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePermissions } from '../../../api/usePermissions';
import { LoadFailedAlert } from '../../../layout/LoadFailedAlert';
import { Spinner } from '../../../layout/Spinner';
import { PostCard } from './PostCard';
import { PostComposer } from './PostComposer';
import { useNewPostsCount, useReloadFeed, useWallFeed } from './wallApi';
import { wallMessages } from './wallMessages';

/**
 * The social wall on the home page: write a post, read the feed newest first (older posts a page
 * at a time), and see "N new posts" appear without reloading (asked every 30 s). Moderators may
 * keep to the reported posts.
 */
export function Wall() {
  const intl = useIntl();
  const { can } = usePermissions();
  const [reported, setReported] = useState(false);
  const feed = useWallFeed(reported);
  const newest = feed.data?.pages[0]?.items[0]?.created_at;
  const fresh = useNewPostsCount(reported ? undefined : newest);
  const reload = useReloadFeed();
  // The posts render in a transition, sliced, once they arrive: ten cards with their comments and
  // menus in one go are a long task on a phone. The spinner stays meanwhile.
  const shown = useDeferredValue(feed.data);
  const posts = shown?.pages.flatMap((page) => page.items) ?? [];
  const newCount = fresh.data?.count ?? 0;
  const canWrite = can('wall', 'create');

  return (
    <Stack component="section" spacing={2} aria-labelledby="wall-title">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography id="wall-title" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          <FormattedMessage {...wallMessages.title} />
        </Typography>
        {can('wall', 'update') && (
          <FormControlLabel
            control={<Switch checked={reported} onChange={(event) => setReported(event.target.checked)} />}
            label={intl.formatMessage(wallMessages.reportedOnly)}
          />
        )}
      </Stack>
      {canWrite && !reported && <PostComposer />}
      {/* A polite live region: a screen reader hears of new posts without losing its place. */}
      <div aria-live="polite">
        {newCount > 0 && (
          <Alert
            severity="info"
            action={
              <Button color="inherit" onClick={() => void reload()}>
                <FormattedMessage {...wallMessages.newPosts} values={{ count: newCount }} />
              </Button>
            }
          >
            <FormattedMessage {...wallMessages.newPosts} values={{ count: newCount }} />
          </Alert>
        )}
      </div>
      {feed.isPending || (feed.data && !shown) ? (
        <Spinner />
      ) : feed.isError && posts.length === 0 ? (
        <LoadFailedAlert onRetry={() => void feed.refetch()} />
      ) : posts.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage {...(reported ? wallMessages.emptyReported : wallMessages.empty)} />
        </Typography>
      ) : (
        <>
          {posts.map((post) => (
            <PostCard key={post.id} post={post} canWrite={canWrite} />
          ))}
          {feed.hasNextPage ? (
            <Button onClick={() => void feed.fetchNextPage()} disabled={feed.isFetchingNextPage}>
              <FormattedMessage
                {...(feed.isFetchingNextPage ? wallMessages.loadingMore : wallMessages.more)}
              />
            </Button>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
              <FormattedMessage {...wallMessages.end} />
            </Typography>
          )}
        </>
      )}
    </Stack>
  );
}
