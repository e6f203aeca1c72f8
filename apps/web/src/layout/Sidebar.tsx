import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useIntl } from 'react-intl';
import { HEADER_HEIGHT, SIDEBAR_WIDTH } from '../theme/tokens';
import type { AppRoute } from './AppRoute';
import { layoutMessages } from './layoutMessages';
import { SideMenu } from './SideMenu';
import { useScreenWidth } from './useScreenWidth';

type Props = { entries: readonly AppRoute[]; mobileOpen: boolean; onMobileClose: () => void };

/** A permanent side menu on wide screens; a drawer opened from the header on small ones. */
export function Sidebar({ entries, mobileOpen, onMobileClose }: Props) {
  const intl = useIntl();
  const label = intl.formatMessage(layoutMessages.navigation);
  // Only the menu of this screen's width is drawn: on a phone the permanent menu would be a second,
  // hidden copy of every entry, rendered for nothing on each first visit. Read at once (useScreenWidth), so
  // a wide screen never draws the phone's first.
  const wide = useScreenWidth('up', 'md');
  return (
    <Box component="nav" aria-label={label} sx={{ width: { md: SIDEBAR_WIDTH }, flexShrink: { md: 0 } }}>
      {wide ? (
        <Drawer
          variant="permanent"
          open
          sx={{
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
      ) : (
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={onMobileClose}
          // Mounted only when opened.
          keepMounted={false}
          sx={{ '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH } }}
        >
          <Box sx={{ pt: 2 }}>
            <SideMenu entries={entries} onNavigate={onMobileClose} />
          </Box>
        </Drawer>
      )}
    </Box>
  );
}
