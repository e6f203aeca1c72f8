import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Credential } from '@atrium/contract';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { formatDate } from '../../i18n/formatDate';
import { useLocale } from '../../i18n/useLocale';
import { credentialsMessages } from './credentialsMessages';

/** A credential in the list: name, code, client, dates and solutions. */
export function CredentialCard({ credential }: { credential: Credential }) {
  const { language } = useLocale();
  return (
    <Card variant="outlined">
      <CardActionArea component={Link} to={`/credentials/${credential.id}`}>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              {credential.name}
            </Typography>
            {credential.top && (
              <Chip
                size="small"
                color="secondary"
                label={<FormattedMessage {...credentialsMessages.topBadge} />}
              />
            )}
          </Stack>
          <Typography color="text.secondary">
            {credential.project_code} · {credential.client} · {formatDate(credential.start_date, language)} –{' '}
            {formatDate(credential.end_date, language)}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
            {credential.solutions.map((solution) => (
              <Chip key={solution.id} size="small" variant="outlined" label={solution.name} />
            ))}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
