import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import BugReportOutlinedIcon from '@mui/icons-material/BugReportOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import ApiOutlinedIcon from '@mui/icons-material/ApiOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import PrivacyTipOutlinedIcon from '@mui/icons-material/PrivacyTipOutlined';
import type { User } from '@atrium/contract';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { passwordMessages } from './passwordMessages';
import { layoutMessages } from './layoutMessages';

export type AvatarMenuChoice = 'guide' | 'privacy' | 'password' | 'report';

type Props = {
  id: string;
  anchor: HTMLElement;
  self: User | undefined;
  restricted: boolean;
  onClose: () => void;
  /** A choice that opens something the avatar menu owns (a dialog, the issue report). */
  onChoose: (choice: AvatarMenuChoice) => void;
};

/**
 * The avatar menu's entries, loaded when it first opens: the menu's components are no part of the
 * script every page needs before it can be used.
 */
export function AvatarMenuList({ id, anchor, self, restricted, onClose, onChoose }: Props) {
  const navigate = useNavigate();
  const then = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <MenuItem disabled={!self} onClick={then(() => self && void navigate(`/profile/${self.id}`))}>
        <ListItemIcon>
          <PersonOutlinedIcon fontSize="small" />
        </ListItemIcon>
        <FormattedMessage {...layoutMessages.myProfile} />
      </MenuItem>
      <MenuItem onClick={then(() => onChoose('password'))}>
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
      <MenuItem onClick={then(() => onChoose('guide'))}>
        <ListItemIcon>
          <MenuBookOutlinedIcon fontSize="small" />
        </ListItemIcon>
        <FormattedMessage {...layoutMessages.userGuide} />
      </MenuItem>
      <MenuItem onClick={then(() => onChoose('privacy'))}>
        <ListItemIcon>
          <PrivacyTipOutlinedIcon fontSize="small" />
        </ListItemIcon>
        <FormattedMessage {...layoutMessages.privacy} />
      </MenuItem>
      {!restricted && (
        <MenuItem onClick={then(() => onChoose('report'))}>
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
  );
}
