import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import type { WallPost } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../i18n/formatDate';
import { useLocale } from '../../../i18n/useLocale';
import { profilePath } from '../../../layout/peoplePaths';
import { PersonAvatar } from '../../../layout/PersonAvatar';
import { FirmPostText } from './FirmPostText';
import { PostActionsMenu } from './PostActionsMenu';
import { PostComments } from './PostComments';
import { PostPictures } from './PostPictures';
import { PostText } from './PostText';
import { useLike, wallPostPath } from './wallApi';
import { wallMessages } from './wallMessages';

type Props = { post: WallPost; canWrite: boolean };

/** Two links one above the other: each at least 24 px high, as WCAG 2.5.8 asks of a target. */
const TARGET = { display: 'inline-block', minHeight: 24, lineHeight: '24px' } as const;

/** One post of the wall: who and when, the text or the firm's sentence, pictures, likes and comments. */
export function PostCard({ post, canWrite }: Props) {
  const intl = useIntl();
  const { language } = useLocale();
  const like = useLike();
  const firmName = intl.formatMessage(wallMessages.firm);
  const authorName = post.author ? `${post.author.first_name} ${post.author.last_name}` : firmName;
  const open = canWrite && !post.hidden;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={authorName}
      // A hidden post (seen only by those who may hide posts) is framed, not faded: faded text
      // would fall below the contrast a reader needs.
      sx={{ p: 2, ...(post.hidden && { borderStyle: 'dashed', borderColor: 'warning.main' }) }}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          {post.author ? (
            <PersonAvatar person={post.author} decorative />
          ) : (
            <Avatar sx={{ bgcolor: 'primary.main' }} aria-hidden>
              A
            </Avatar>
          )}
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {post.author ? (
              <Link
                component={RouterLink}
                to={profilePath(post.author.id)}
                sx={{ fontWeight: 600, ...TARGET }}
              >
                {authorName}
              </Link>
            ) : (
              <Typography sx={{ fontWeight: 600 }}>{firmName}</Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              <Link
                component={RouterLink}
                to={wallPostPath(post.id)}
                color="inherit"
                underline="hover"
                sx={TARGET}
              >
                <time dateTime={post.created_at}>{formatDate(post.created_at, language, 'dateTime')}</time>
              </Link>
              {post.edited_at && (
                <>
                  {' · '}
                  <FormattedMessage {...wallMessages.edited} />
                </>
              )}
            </Typography>
          </Box>
          {post.hidden && (
            <Chip size="small" color="warning" label={intl.formatMessage(wallMessages.hiddenLabel)} />
          )}
          {post.report_count > 0 && (
            <Chip
              size="small"
              variant="outlined"
              label={intl.formatMessage(wallMessages.reportCount, { count: post.report_count })}
            />
          )}
          <PostActionsMenu post={post} authorName={authorName} />
        </Stack>
        {post.hidden && (
          <Typography variant="body2" color="warning.main">
            <FormattedMessage
              {...wallMessages.hiddenBy}
              values={{
                name: post.hidden.by ? `${post.hidden.by.first_name} ${post.hidden.by.last_name}` : '---',
                reason: post.hidden.reason,
              }}
            />
          </Typography>
        )}
        {post.firm ? <FirmPostText firm={post.firm} /> : <PostText text={post.text} />}
        {post.mentions.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage
              {...wallMessages.mentioned}
              values={{
                names: post.mentions.map((person) => `@${person.first_name} ${person.last_name}`).join(', '),
              }}
            />
          </Typography>
        )}
        <PostPictures pictures={post.pictures} />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button
            size="small"
            startIcon={post.liked ? <FavoriteIcon /> : <FavoriteBorderIcon />}
            aria-pressed={post.liked}
            disabled={!open || like.isPending}
            onClick={() => like.mutate({ id: post.id, liked: !post.liked })}
          >
            <FormattedMessage {...wallMessages.like} />
          </Button>
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage {...wallMessages.likes} values={{ count: post.like_count }} />
            {' · '}
            <FormattedMessage {...wallMessages.comments} values={{ count: post.comment_count }} />
          </Typography>
        </Stack>
        <PostComments post={post} canComment={open} />
      </Stack>
    </Paper>
  );
}
