import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import {
  usersObject,
  WALL_POST_MAX,
  WALL_REASON_MAX,
  WallPostPatch,
  WallReasonInput,
  type WallPost,
} from '@atrium/contract';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useSelf } from '../../../api/queries';
import { ConfirmDeleteDialog } from '../../../layout/ConfirmDeleteDialog';
import { TextDialog } from './TextDialog';
import { useDeletePost, useEditPost, usePostModeration } from './wallApi';
import { wallMessages } from './wallMessages';

type Dialog = 'edit' | 'delete' | 'report' | 'hide';

/** A post's actions the reader may take: edit and delete (its author), report (others), hide (moderators). */
export function PostActionsMenu({ post, authorName }: { post: WallPost; authorName: string }) {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<Dialog>();
  const edit = useEditPost();
  const remove = useDeletePost();
  const report = usePostModeration('report');
  const hide = usePostModeration('hide');
  const self = useSelf(usersObject);
  const mine = post.author !== null && post.author.id === self.data?.id;
  const actions: { dialog: Dialog; label: MessageDescriptor }[] = [
    ...(post._can.update ? [{ dialog: 'edit' as const, label: wallMessages.edit }] : []),
    ...(post._can.delete ? [{ dialog: 'delete' as const, label: wallMessages.delete }] : []),
    ...(!mine && !post.hidden ? [{ dialog: 'report' as const, label: wallMessages.report }] : []),
    ...(post._can.hide ? [{ dialog: 'hide' as const, label: wallMessages.hide }] : []),
  ];
  if (actions.length === 0) return null;
  const close = () => setDialog(undefined);
  return (
    <>
      <IconButton
        aria-label={intl.formatMessage(wallMessages.postActions, { name: authorName })}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action.dialog}
            onClick={() => {
              setAnchor(null);
              setDialog(action.dialog);
            }}
          >
            <FormattedMessage {...action.label} />
          </MenuItem>
        ))}
      </Menu>
      {dialog === 'edit' && (
        <TextDialog
          title={<FormattedMessage {...wallMessages.editPost} />}
          label={intl.formatMessage(wallMessages.composerLabel)}
          initial={post.text}
          rule={WallPostPatch.shape.text}
          max={WALL_POST_MAX}
          submitLabel={<FormattedMessage {...wallMessages.save} />}
          onSubmit={(text) =>
            edit.mutateAsync({
              id: post.id,
              body: { text, mention_ids: post.mentions.map((person) => person.id) },
            })
          }
          onClose={close}
        />
      )}
      {dialog === 'delete' && (
        <ConfirmDeleteDialog
          title={<FormattedMessage {...wallMessages.deletePostTitle} />}
          body={<FormattedMessage {...wallMessages.deletePostBody} />}
          onConfirm={() => remove.mutateAsync(post.id)}
          onClose={close}
        />
      )}
      {(dialog === 'report' || dialog === 'hide') && (
        <TextDialog
          title={
            <FormattedMessage
              {...(dialog === 'report' ? wallMessages.reportTitle : wallMessages.hideTitle)}
            />
          }
          label={intl.formatMessage(wallMessages.reason)}
          rule={WallReasonInput.shape.reason}
          field="reason"
          max={WALL_REASON_MAX}
          submitLabel={
            <FormattedMessage {...(dialog === 'report' ? wallMessages.report : wallMessages.hide)} />
          }
          onSubmit={(reason) => (dialog === 'report' ? report : hide).mutateAsync({ id: post.id, reason })}
          onClose={close}
        />
      )}
    </>
  );
}
