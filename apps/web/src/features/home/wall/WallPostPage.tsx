import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { usePermissions } from '../../../api/usePermissions';
import { RecordUnavailable } from '../../../layout/RecordUnavailable';
import { Spinner } from '../../../layout/Spinner';
import { PostCard } from './PostCard';
import { useWallPost } from './wallApi';
import { wallMessages } from './wallMessages';

/** `/wall/:id`: one post, where a notification leads. */
export function WallPostPage() {
  const { id = '' } = useParams();
  const { can } = usePermissions();
  const post = useWallPost(id);
  const back = (
    <Button component={RouterLink} to="/home">
      <FormattedMessage {...wallMessages.backToWall} />
    </Button>
  );
  if (post.isPending) return <Spinner />;
  if (!post.data)
    return <RecordUnavailable query={post} notFound={wallMessages.postUnavailable} back={back} />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 880, alignItems: 'stretch' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        <FormattedMessage {...wallMessages.title} />
      </Typography>
      <PostCard post={post.data} canWrite={can('wall', 'create')} />
      <Stack direction="row">{back}</Stack>
    </Stack>
  );
}
