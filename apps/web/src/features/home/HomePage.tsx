import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usersObject } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSelf } from '../../api/queries';
import { Spinner } from '../../layout/Spinner';
import { homeMessages } from './homeMessages';
import { NewsSection } from './news/NewsSection';
import { Wall } from './wall';

/** `/home`: a welcome to the signed-in person and where their own profile stands. */
export function HomePage() {
  const intl = useIntl();
  const self = useSelf(usersObject);
  if (self.isPending) return <Spinner />;
  const user = self.data;

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
          {user ? (
            <FormattedMessage {...homeMessages.welcome} values={{ firstName: user.first_name }} />
          ) : (
            <FormattedMessage {...homeMessages.welcomeAnonymous} />
          )}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: 18 }}>
          <FormattedMessage {...homeMessages.subtitle} />
        </Typography>
      </Box>
      {user && (
        <Paper variant="outlined" sx={{ p: 3, maxWidth: 520 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            <FormattedMessage {...homeMessages.completionTitle} />
          </Typography>
          <Typography sx={{ mb: 1.5 }}>
            <FormattedMessage {...homeMessages.completion} values={{ rate: user.completion_rate }} />
          </Typography>
          <LinearProgress
            variant="determinate"
            value={user.completion_rate}
            aria-label={intl.formatMessage(homeMessages.completionLabel)}
            sx={{ height: 8, borderRadius: 4, mb: 1.5 }}
          />
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage
              {...(user.completion_state === 'complete'
                ? homeMessages.completionDone
                : homeMessages.completionHint)}
            />
          </Typography>
        </Paper>
      )}
      <NewsSection />
      <Wall />
    </Stack>
  );
}
