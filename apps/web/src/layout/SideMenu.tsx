import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { FormattedMessage } from 'react-intl';
import { NavLink, useLocation } from 'react-router';
import type { AppRoute } from './AppRoute';
import { MENU_ICONS } from './menuIcons';

type Props = { entries: readonly AppRoute[]; onNavigate?: () => void };

/** The menu entries the person may see, the current one marked. */
export function SideMenu({ entries, onNavigate }: Props) {
  const { pathname } = useLocation();
  return (
    <List component="div" sx={{ px: 1 }}>
      {entries.map(({ path, menu }) => {
        if (!menu) return null;
        const Icon = MENU_ICONS[menu.icon];
        const current = pathname === path || pathname.startsWith(`${path}/`);
        return (
          <ListItemButton
            key={path}
            component={NavLink}
            to={path}
            selected={current}
            onClick={onNavigate}
            sx={{ borderRadius: 1, mb: 0.5 }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              <Icon />
            </ListItemIcon>
            <ListItemText primary={<FormattedMessage {...menu.label} />} />
          </ListItemButton>
        );
      })}
    </List>
  );
}
