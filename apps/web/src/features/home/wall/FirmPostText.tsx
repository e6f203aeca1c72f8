import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { WallPost } from '@atrium/contract';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { wallMessages } from './wallMessages';

const SENTENCES = {
  newcomer_arrived: wallMessages.newcomerArrived,
  credential_won: wallMessages.credentialWon,
  guild_created: wallMessages.guildCreated,
  solution_top: wallMessages.solutionTop,
} as const;

/** A post of the firm, worded from its event in the reader's language, with a link to its page. */
export function FirmPostText({ firm }: { firm: NonNullable<WallPost['firm']> }) {
  return (
    <Typography>
      <FormattedMessage {...SENTENCES[firm.kind]} values={{ name: firm.name }} />{' '}
      <Link component={RouterLink} to={firm.link}>
        <FormattedMessage {...wallMessages.openLink} />
      </Link>
    </Typography>
  );
}
