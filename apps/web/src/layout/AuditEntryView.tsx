import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@atrium/contract';
import { FormattedMessage } from 'react-intl';
import { formatDate, formatTimeAgo } from '../i18n/formatDate';
import { useLocale } from '../i18n/useLocale';
import { auditActionMessages, auditMessages, tokenActorMessages } from './auditLabels';
import { ChangeList } from './ChangeList';

type Props = {
  entry: AuditEntry;
  /** What the line adds after the action: the admin screen names the record. */
  subject?: ReactNode;
};

/**
 * One recorded write: who (and the API token it came with), what they did, when (how long ago; the exact time on hover), and what
 * changed, unless the server withheld the values (a record the reader may not read).
 */
export function AuditEntryView({ entry, subject }: Props) {
  const { language } = useLocale();
  const person = entry.actor && `${entry.actor.first_name} ${entry.actor.last_name}`;
  const { token } = entry;
  let who: ReactNode = person ?? <FormattedMessage {...auditMessages.system} />;
  // A write that came with an API token says so: an identity provider's, a script's, or a person's own.
  if (token !== null)
    who = person ? (
      <FormattedMessage {...tokenActorMessages.personByToken} values={{ person, token }} />
    ) : (
      <FormattedMessage {...tokenActorMessages.token} values={{ token }} />
    );
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {who}
        </Typography>
        <Typography variant="body2">
          <FormattedMessage {...auditActionMessages[entry.action]} />
        </Typography>
        {subject}
        <Tooltip title={formatDate(entry.at, language, 'dateTime')}>
          <Typography component="time" variant="body2" color="text.secondary" dateTime={entry.at}>
            {formatTimeAgo(entry.at, language)}
          </Typography>
        </Tooltip>
      </Stack>
      {entry.withheld ? (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage {...auditMessages.withheld} />
        </Typography>
      ) : (
        <ChangeList entry={entry} />
      )}
    </Stack>
  );
}
