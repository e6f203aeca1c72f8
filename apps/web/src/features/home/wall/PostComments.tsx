import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { WALL_COMMENT_MAX, WallCommentInput, type WallComment, type WallPost } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDeleteDialog } from '../../../layout/ConfirmDeleteDialog';
import { PersonAvatar } from '../../../layout/PersonAvatar';
import { PersonNameLink } from '../../../layout/PersonNameLink';
import { useTypedBeforeTakeover } from '../../../takeover/useTypedBeforeTakeover';
import { PostText } from './PostText';
import { TextDialog } from './TextDialog';
import { useAddComment, useComments, useDeleteComment, useEditComment } from './wallApi';
import { browserSizedText } from './browserSizedText';
import { wallMessages } from './wallMessages';

function CommentLine({ comment }: { comment: WallComment }) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const edit = useEditComment();
  const remove = useDeleteComment();
  return (
    <Stack direction="row" spacing={1} component="li" sx={{ alignItems: 'flex-start' }}>
      {comment.author && <PersonAvatar person={comment.author} size={28} decorative />}
      <Box sx={{ flex: 1, minWidth: 0, bgcolor: 'action.hover', borderRadius: 2, px: 1.5, py: 0.75 }}>
        {comment.author && (
          <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
            <PersonNameLink person={{ ...comment.author, job_title: null }} />
          </Typography>
        )}
        <PostText text={comment.text} variant="body2" />
      </Box>
      {comment._can.update && (
        <IconButton
          size="small"
          aria-label={intl.formatMessage(wallMessages.editComment)}
          onClick={() => setEditing(true)}
        >
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      )}
      {comment._can.delete && (
        <IconButton
          size="small"
          aria-label={intl.formatMessage(wallMessages.deleteComment)}
          onClick={() => setDeleting(true)}
        >
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      )}
      {editing && (
        <TextDialog
          title={<FormattedMessage {...wallMessages.editComment} />}
          label={intl.formatMessage(wallMessages.commentLabel)}
          initial={comment.text}
          rule={WallCommentInput.shape.text}
          max={WALL_COMMENT_MAX}
          submitLabel={<FormattedMessage {...wallMessages.save} />}
          onSubmit={(text) => edit.mutateAsync({ id: comment.id, text })}
          onClose={() => setEditing(false)}
        />
      )}
      {deleting && (
        <ConfirmDeleteDialog
          title={<FormattedMessage {...wallMessages.deleteCommentTitle} />}
          body={<FormattedMessage {...wallMessages.deleteCommentBody} />}
          onConfirm={() => remove.mutateAsync(comment.id)}
          onClose={() => setDeleting(false)}
        />
      )}
    </Stack>
  );
}

/** A post's comments (the first few, every one on demand) and, on a visible post, a box to add one. */
export function PostComments({ post, canComment }: { post: WallPost; canComment: boolean }) {
  const intl = useIntl();
  const [all, setAll] = useState(false);
  const [text, setText] = useState('');
  const field = useTypedBeforeTakeover<HTMLTextAreaElement>(text, setText);
  const every = useComments(post.id, all);
  const add = useAddComment();
  const comments = all && every.data ? every.data.items : post.comments;
  const left = WALL_COMMENT_MAX - text.length;
  const send = async () => {
    await add.mutateAsync({ postId: post.id, text: text.trim() });
    setText('');
  };
  return (
    <Stack spacing={1}>
      {comments.length > 0 && (
        <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {comments.map((comment) => (
            <CommentLine key={comment.id} comment={comment} />
          ))}
        </Stack>
      )}
      {!all && post.comment_count > post.comments.length && (
        <Box>
          <Button size="small" onClick={() => setAll(true)}>
            <FormattedMessage {...wallMessages.allComments} />
          </Button>
        </Box>
      )}
      {canComment && !post.hidden && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            size="small"
            fullWidth
            {...browserSizedText(1, 4)}
            label={intl.formatMessage(wallMessages.commentLabel)}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={left < 0}
            helperText={
              left < 50 ? intl.formatMessage(wallMessages.charactersLeft, { count: left }) : undefined
            }
            inputRef={field}
          />
          <Button
            variant="outlined"
            onClick={() => void send().catch(() => undefined)}
            disabled={add.isPending || text.trim() === '' || left < 0}
          >
            <FormattedMessage {...wallMessages.comment} />
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
