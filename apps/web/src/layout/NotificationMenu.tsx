import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { Notification } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { formatTimeAgo } from '../i18n/formatDate';
import { useLocale } from '../i18n/useLocale';
import { useMarkAllRead, useMarkRead, useNotifications } from './notificationsApi';
import { notificationMessages } from './notificationMessages';
import { StaffingDigestSwitch } from './StaffingDigestSwitch';

type Props = {
  anchor: HTMLElement;
  /** The unread count the badge shows: nothing to mark read without it. */
  unread: number;
  onClose: () => void;
};

/**
 * The bell's menu: the newest notifications, unread ones marked; choosing one marks it read and
 * opens its page. A keyboard menu (arrows, Enter, Escape). Loaded when the bell is first opened.
 */
export function NotificationMenu({ anchor, unread, onClose }: Props) {
  const intl = useIntl();
  const { language } = useLocale();
  const navigate = useNavigate();
  const list = useNotifications(true);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const sentence = (notification: Notification) =>
    intl.formatMessage(notificationMessages[notification.kind], {
      name: notification.actor
        ? `${notification.actor.first_name} ${notification.actor.last_name}`
        : intl.formatMessage(notificationMessages.someone),
      excerpt: notification.params.excerpt ?? '',
    });
  const open = (notification: Notification) => {
    onClose();
    if (!notification.read_at) markRead.mutate(notification.id);
    void navigate(notification.link);
  };

  return (
    <Menu
      anchorEl={anchor}
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 360, maxWidth: '100vw', maxHeight: 480 } } }}
    >
      <Box sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          <FormattedMessage {...notificationMessages.title} />
        </Typography>
        <Button
          size="small"
          disabled={unread === 0 || items.length === 0}
          onClick={() => items[0] && markAll.mutate(items[0].created_at)}
        >
          <FormattedMessage {...notificationMessages.markAll} />
        </Button>
      </Box>
      <Divider />
      {list.isError && (
        <MenuItem disabled>
          <FormattedMessage {...notificationMessages.loadFailed} />
        </MenuItem>
      )}
      {list.isSuccess && items.length === 0 && (
        <MenuItem disabled>
          <FormattedMessage {...notificationMessages.empty} />
        </MenuItem>
      )}
      {items.map((notification) => (
        <MenuItem
          key={notification.id}
          onClick={() => open(notification)}
          sx={{ whiteSpace: 'normal', alignItems: 'flex-start', gap: 1 }}
        >
          <Box
            aria-hidden
            sx={{
              mt: 1,
              width: 8,
              height: 8,
              flexShrink: 0,
              borderRadius: '50%',
              bgcolor: notification.read_at ? 'transparent' : 'primary.main',
            }}
          />
          <ListItemText
            primary={sentence(notification)}
            secondary={
              notification.read_at
                ? formatTimeAgo(notification.created_at, language)
                : `${intl.formatMessage(notificationMessages.unread)} · ${formatTimeAgo(notification.created_at, language)}`
            }
            slotProps={{ primary: { sx: { fontWeight: notification.read_at ? 400 : 600 } } }}
          />
        </MenuItem>
      ))}
      {list.hasNextPage && (
        <MenuItem onClick={() => void list.fetchNextPage()}>
          <FormattedMessage {...notificationMessages.more} />
        </MenuItem>
      )}
      <StaffingDigestSwitch />
    </Menu>
  );
}
