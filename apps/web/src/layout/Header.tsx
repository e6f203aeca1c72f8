import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import type { User } from '@atrium/contract';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { HEADER_HEIGHT } from '../theme/tokens';
import { AvatarMenu } from './AvatarMenu';
import { HeaderSearch } from './HeaderSearch';
import { LanguageSwitch } from './LanguageSwitch';
import { layoutMessages } from './layoutMessages';
import { NotificationBell } from './NotificationBell';
import { ThemeToggle } from './ThemeToggle';

type Props = {
  self: User | undefined;
  onOpenMenu: () => void;
  onReportIssue: () => void;
  /** A newcomer's restricted access: neither the firm's search, the bell nor issue reports. */
  restricted: boolean;
};

export function Header({ self, onOpenMenu, onReportIssue, restricted }: Props) {
  const intl = useIntl();
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      // Above the permanent side menu on wide screens; under the drawer that opens over it on small ones.
      sx={(theme) => ({
        height: HEADER_HEIGHT,
        borderBottom: 1,
        borderColor: 'divider',
        zIndex: { xs: theme.zIndex.appBar, md: theme.zIndex.drawer + 1 },
      })}
    >
      <Toolbar
        sx={{ height: HEADER_HEIGHT, minHeight: HEADER_HEIGHT, gap: { xs: 1, sm: 2 }, px: { xs: 1, sm: 2 } }}
      >
        <IconButton
          edge="start"
          color="inherit"
          onClick={onOpenMenu}
          aria-label={intl.formatMessage(layoutMessages.openMenu)}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Link
          component={RouterLink}
          to="/home"
          underline="none"
          color="inherit"
          aria-label={intl.formatMessage(layoutMessages.home)}
          sx={{
            fontWeight: 800,
            fontSize: 22,
            letterSpacing: 0.5,
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            // On a phone the dot alone is the link: 40 px around it, a target a thumb can hit.
            minHeight: 40,
            minWidth: 40,
            justifyContent: { xs: 'center', sm: 'flex-start' },
          }}
        >
          <Box
            component="span"
            aria-hidden
            sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: 'primary.main' }}
          />
          {/* On a phone the dot alone is the logo: the search box needs the room. */}
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            Atrium
          </Box>
        </Link>
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', justifyContent: 'center' }}>
          {!restricted && <HeaderSearch />}
        </Box>
        <LanguageSwitch />
        <ThemeToggle userId={self?.id} />
        {self && !restricted && <NotificationBell />}
        <AvatarMenu self={self} onReportIssue={onReportIssue} restricted={restricted} />
      </Toolbar>
    </AppBar>
  );
}
