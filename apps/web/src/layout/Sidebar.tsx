import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useIntl } from 'react-intl';
import { HEADER_HEIGHT, SIDEBAR_WIDTH } from '../theme/tokens';
import type { AppRoute } from './AppRoute';
import { layoutMessages } from './layoutMessages';
import { SideMenu } from './SideMenu';

type Props = { entries: readonly AppRoute[]; mobileOpen: boolean; onMobileClose: () => void };

/** A permanent side menu on wide screens; a drawer opened from the header on small ones. */
export function Sidebar({ entries, mobileOpen, onMobileClose }: Props) {
  const intl = useIntl();
  const label = intl.formatMessage(layoutMessages.navigation);
  return (
    <Box component="nav" aria-label={label} sx={{ width: { md: SIDEBAR_WIDTH }, flexShrink: { md: 0 } }}>
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onMobileClose}
        // Mounted only when opened: the wide-screen menu below is the one in the page otherwise.
        keepMounted={false}
        sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH } }}
      >
        <Box sx={{ pt: 2 }}>
          <SideMenu entries={entries} onNavigate={onMobileClose} />
        </Box>
      </Drawer>
      <Drawer
        variant="permanent"
        open
        sx={{
          display: { xs: 'none', md: 'block' },
          '& .MuiDrawer-paper': {
            width: SIDEBAR_WIDTH,
            top: HEADER_HEIGHT,
            height: `calc(100% - ${HEADER_HEIGHT}px)`,
          },
        }}
      >
        <Box sx={{ pt: 2 }}>
          <SideMenu entries={entries} />
        </Box>
      </Drawer>
    </Box>
  );
}
