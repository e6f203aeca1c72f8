import { Suspense, useId, useState, type MouseEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { User } from '@atrium/contract';
import { useIntl } from 'react-intl';
import { lazyNamed } from '../takeover/lazyNamed';
import { PersonAvatar, personInitials } from './PersonAvatar';
import { guideMessages, layoutMessages, privacyMessages } from './layoutMessages';

type Props = {
  self: User | undefined;
  onReportIssue: () => void;
  /** A newcomer's restricted access: no issue report; they choose their first password. */
  restricted: boolean;
};
type OpenDialog = 'guide' | 'privacy' | 'password' | undefined;

// Loaded when asked for, not with every page: the password form (react-hook-form, zod), the menu
// and the two information dialogs.
const ChangePasswordDialog = lazyNamed(() => import('./ChangePasswordDialog'), 'ChangePasswordDialog');
const AvatarMenuList = lazyNamed(() => import('./AvatarMenuList'), 'AvatarMenuList');
const InfoDialog = lazyNamed(() => import('./InfoDialog'), 'InfoDialog');

const AVATAR_SIDE = 36;

const GUIDE = {
  title: guideMessages.title,
  paragraphs: [
    guideMessages.intro,
    guideMessages.menu,
    guideMessages.search,
    guideMessages.preferences,
    guideMessages.help,
  ],
};
const PRIVACY = {
  title: privacyMessages.title,
  paragraphs: [privacyMessages.what, privacyMessages.who, privacyMessages.cookies, privacyMessages.rights],
};

/** The person's menu: profile, password, their API tokens, help, privacy, issue report, sign-out. */
export function AvatarMenu({ self, onReportIssue, restricted }: Props) {
  const intl = useIntl();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>();
  const label = intl.formatMessage(layoutMessages.accountMenu);
  const shown = self ? personInitials(self) : '';

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
          // The name starts with the initials the button shows, so speech control finds it.
          aria-label={`${shown}, ${label}`}
          aria-controls={anchor ? menuId : undefined}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          size="small"
        >
          {/* The person's photo when they have one, their initials otherwise; the button says who. */}
          {self ? (
            <PersonAvatar person={self} size={AVATAR_SIDE} decorative />
          ) : (
            <Avatar sx={{ width: AVATAR_SIDE, height: AVATAR_SIDE, bgcolor: 'secondary.main' }} />
          )}
        </IconButton>
      </Tooltip>
      {anchor && (
        <Suspense fallback={null}>
          <AvatarMenuList
            id={menuId}
            anchor={anchor}
            self={self}
            restricted={restricted}
            onClose={() => setAnchor(null)}
            onChoose={(choice) => (choice === 'report' ? onReportIssue() : setDialog(choice))}
          />
        </Suspense>
      )}
      {dialog === 'password' && (
        <Suspense fallback={null}>
          <ChangePasswordDialog firstOne={restricted} onClose={() => setDialog(undefined)} />
        </Suspense>
      )}
      {(dialog === 'guide' || dialog === 'privacy') && (
        <Suspense fallback={null}>
          <InfoDialog open onClose={() => setDialog(undefined)} {...(dialog === 'guide' ? GUIDE : PRIVACY)} />
        </Suspense>
      )}
    </>
  );
}
