import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { FOOTER_HEIGHT } from '../theme/tokens';
import { layoutMessages } from './layoutMessages';

export function Footer() {
  return (
    <Box
      component="footer"
      sx={{
        height: FOOTER_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        px: 3,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage {...layoutMessages.footer} values={{ year: new Date().getFullYear() }} />
      </Typography>
    </Box>
  );
}
