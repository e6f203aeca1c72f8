import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { apiTokensObject, type MessageBody, type RecordOf } from '@atrium/contract';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { c13sPath } from '../../api/c13s';
import { http } from '../../api/http';
import { useRefreshAfter } from '../../api/mutations';
import { formatDate } from '../../i18n/formatDate';
import { useLocale } from '../../i18n/useLocale';
import { ConfirmedActionButton } from '../../layout/ConfirmedActionButton';
import { ListResults } from '../../lists/ListResults';
import {
  integrationsMessages as messages,
  tokenKindMessages,
  tokenScopeMessages,
  tokenStateMessages,
} from './integrationsMessages';

type TokenRecord = RecordOf<typeof apiTokensObject>;
type Props = Omit<
  Parameters<typeof ListResults<TokenRecord>>[0],
  'children' | 'total' | 'empty' | 'columns'
> & {
  /** The Integrations screen says each token's kind and maker; a person's own page needs neither. */
  everyone: boolean;
};

/** Tokens as a table: name (kind and maker), scopes, expiry and state, last use, and Revoke (asked first) where allowed. */
export function TokensTable({ everyone, ...paged }: Props) {
  const intl = useIntl();
  const { language } = useLocale();
  const refresh = useRefreshAfter();
  const revoke = (token: TokenRecord) =>
    http
      .post<MessageBody>(c13sPath(apiTokensObject, token.id, 'revoke'), undefined)
      .then(() => refresh('update', apiTokensObject));
  const date = (iso: string) => formatDate(iso, language, 'long');
  const person = (token: TokenRecord) => token.owner ?? token.created_by;
  // Five narrow columns: the table fits beside the filters without scrolling.
  const cells: (token: TokenRecord) => ReactNode[] = (token) => [
    <Stack key="name" spacing={0.25}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {token.name}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
        {token.prefix}…
      </Typography>
      {everyone && (
        <Typography variant="caption" color="text.secondary">
          <FormattedMessage {...tokenKindMessages[token.kind]} />
          {person(token) && ` · ${person(token)!.first_name} ${person(token)!.last_name}`}
        </Typography>
      )}
    </Stack>,
    <Stack key="scopes" direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {token.scopes.map((scope) => (
        <Chip key={scope} size="small" label={intl.formatMessage(tokenScopeMessages[scope])} />
      ))}
    </Stack>,
    <Stack key="expiry" spacing={0.25}>
      {/* Stored as the first instant after the day it names: the day shown is the last that works. */}
      <span>{date(new Date(new Date(token.expires_at).getTime() - 1).toISOString())}</span>
      <Typography variant="caption" color={token.state === 'active' ? 'text.secondary' : 'error'}>
        <FormattedMessage {...tokenStateMessages[token.state]} />
      </Typography>
    </Stack>,
    token.last_used_at ? (
      formatDate(token.last_used_at, language, 'short')
    ) : (
      <FormattedMessage key="never" {...messages.neverUsed} />
    ),
    token.revocable ? (
      <ConfirmedActionButton
        key="revoke"
        size="small"
        label={<FormattedMessage {...messages.revoke} />}
        title={<FormattedMessage {...messages.revokeTitle} />}
        body={<FormattedMessage {...messages.revokeBody} values={{ name: token.name }} />}
        busyLabel={<FormattedMessage {...messages.revoking} />}
        onConfirm={() => revoke(token)}
      />
    ) : null,
  ];
  return (
    <ListResults
      {...paged}
      total={messages.total}
      empty={messages.empty}
      tableLabel={intl.formatMessage(messages.results)}
      columns={[messages.name, messages.scopes, messages.expiry, messages.lastUsed, messages.actions]}
    >
      {(tokens) =>
        tokens.map((token) => (
          <TableRow key={token.id}>
            {cells(token).map((cell, index) => (
              <TableCell key={index}>{cell}</TableCell>
            ))}
          </TableRow>
        ))
      }
    </ListResults>
  );
}
