import { Suspense, useId, useState, type MouseEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import BugReportOutlinedIcon from '@mui/icons-material/BugReportOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import ApiOutlinedIcon from '@mui/icons-material/ApiOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import PrivacyTipOutlinedIcon from '@mui/icons-material/PrivacyTipOutlined';
import type { User } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { lazyNamed } from './lazyNamed';
import { passwordMessages } from './passwordMessages';
import { InfoDialog } from './InfoDialog';
import { PersonAvatar, personInitials } from './PersonAvatar';
import { guideMessages, layoutMessages, privacyMessages } from './layoutMessages';

type Props = {
  self: User | undefined;
  onReportIssue: () => void;
  /** A newcomer's restricted access: no issue report; they choose their first password. */
  restricted: boolean;
};
type OpenDialog = 'guide' | 'privacy' | 'password' | undefined;

// Its form (react-hook-form, zod) loads when asked for, not with every page.
const ChangePasswordDialog = lazyNamed(() => import('./ChangePasswordDialog'), 'ChangePasswordDialog');

const AVATAR_SIDE = 36;

/** The person's menu: profile, password, their API tokens, help, privacy, issue report, sign-out. */
export function AvatarMenu({ self, onReportIssue, restricted }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>();
  const close = () => setAnchor(null);
  const then = (action: () => void) => () => {
    close();
    action();
  };
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
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem disabled={!self} onClick={then(() => self && void navigate(`/profile/${self.id}`))}>
          <ListItemIcon>
            <PersonOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <FormattedMessage {...layoutMessages.myProfile} />
        </MenuItem>
        <MenuItem onClick={then(() => setDialog('password'))}>
          <ListItemIcon>
            <KeyOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <FormattedMessage {...(restricted ? passwordMessages.choose : passwordMessages.change)} />
        </MenuItem>
        {!restricted && (
          <MenuItem onClick={then(() => void navigate('/api-tokens'))}>
            <ListItemIcon>
              <ApiOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <FormattedMessage {...layoutMessages.apiTokens} />
          </MenuItem>
        )}
        <MenuItem onClick={then(() => setDialog('guide'))}>
          <ListItemIcon>
            <MenuBookOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <FormattedMessage {...layoutMessages.userGuide} />
        </MenuItem>
        <MenuItem onClick={then(() => setDialog('privacy'))}>
          <ListItemIcon>
            <PrivacyTipOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <FormattedMessage {...layoutMessages.privacy} />
        </MenuItem>
        {!restricted && (
          <MenuItem onClick={then(onReportIssue)}>
            <ListItemIcon>
              <BugReportOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <FormattedMessage {...layoutMessages.reportIssue} />
          </MenuItem>
        )}
        <Divider />
        <MenuItem onClick={then(() => void navigate('/logout'))}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <FormattedMessage {...layoutMessages.logOut} />
        </MenuItem>
      </Menu>
      {dialog === 'password' && (
        <Suspense fallback={null}>
          <ChangePasswordDialog firstOne={restricted} onClose={() => setDialog(undefined)} />
        </Suspense>
      )}
      <InfoDialog
        open={dialog === 'guide'}
        onClose={() => setDialog(undefined)}
        title={guideMessages.title}
        paragraphs={[
          guideMessages.intro,
          guideMessages.menu,
          guideMessages.search,
          guideMessages.preferences,
          guideMessages.help,
        ]}
      />
      <InfoDialog
        open={dialog === 'privacy'}
        onClose={() => setDialog(undefined)}
        title={privacyMessages.title}
        paragraphs={[
          privacyMessages.what,
          privacyMessages.who,
          privacyMessages.cookies,
          privacyMessages.rights,
        ]}
      />
    </>
  );
}
