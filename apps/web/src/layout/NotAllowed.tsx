import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { layoutMessages } from './layoutMessages';

/** What a protected path shows to someone its condition does not allow. */
export function NotAllowed() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: 560 }}>
      <Typography variant="h5" component="h1">
        <FormattedMessage {...layoutMessages.notAllowedTitle} />
      </Typography>
      <Typography color="text.secondary">
        <FormattedMessage {...layoutMessages.notAllowedBody} />
      </Typography>
      <Button component={RouterLink} to="/home" variant="contained">
        <FormattedMessage {...layoutMessages.backHome} />
      </Button>
    </Stack>
  );
}
