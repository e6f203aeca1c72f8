import { Suspense, useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { useIntl } from 'react-intl';
import { lazyNamed } from '../takeover/lazyNamed';
import { useUnreadCount } from './notificationsApi';
import { notificationMessages } from './notificationMessages';

const NotificationMenu = lazyNamed(() => import('./NotificationMenu'), 'NotificationMenu');
const UNREAD_SHOWN_MAX = 99;

/**
 * The bell in the header: the unread count on a badge (asked every 30 s), said to screen readers
 * in the button's name; it opens the menu of notifications (NotificationMenu, loaded on first use
 * so every page's first script stays small).
 */
export function NotificationBell() {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = useUnreadCount();
  const count = unread.data?.count ?? 0;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={intl.formatMessage(notificationMessages.bell, { count })}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={count} max={UNREAD_SHOWN_MAX} color="error">
          <NotificationsNoneIcon />
        </Badge>
      </IconButton>
      {anchor && (
        <Suspense fallback={null}>
          <NotificationMenu anchor={anchor} unread={count} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
