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
  /** The Integrations screen shows each token's kind and maker; a person's own page needs neither. */
  everyone: boolean;
};

/** Tokens as a table: name and scopes, expiry, last use, state, and Revoke (asked first) where allowed. */
export function TokensTable({ everyone, ...paged }: Props) {
  const intl = useIntl();
  const { language } = useLocale();
  const refresh = useRefreshAfter();
  const revoke = (token: TokenRecord) =>
    http
      .post<MessageBody>(c13sPath(apiTokensObject, token.id, 'revoke'), undefined)
      .then(() => refresh('update', apiTokensObject));
  const date = (iso: string) => formatDate(iso, language, 'long');
  const cells: (token: TokenRecord) => ReactNode[] = (token) => [
    <Stack key="name" spacing={0.5}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {token.name}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
        {token.prefix}…
      </Typography>
    </Stack>,
    ...(everyone
      ? [
          <Stack key="kind" spacing={0.5}>
            <FormattedMessage {...tokenKindMessages[token.kind]} />
            <Typography variant="caption" color="text.secondary">
              {(token.owner ?? token.created_by)
                ? `${(token.owner ?? token.created_by)!.first_name} ${(token.owner ?? token.created_by)!.last_name}`
                : ''}
            </Typography>
          </Stack>,
        ]
      : []),
    <Stack key="scopes" direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {token.scopes.map((scope) => (
        <Chip key={scope} size="small" label={intl.formatMessage(tokenScopeMessages[scope])} />
      ))}
    </Stack>,
    // Stored as the first instant after the day it names: the day shown is the last that works.
    date(new Date(new Date(token.expires_at).getTime() - 1).toISOString()),
    token.last_used_at ? (
      formatDate(token.last_used_at, language, 'dateTime')
    ) : (
      <FormattedMessage key="never" {...messages.neverUsed} />
    ),
    <FormattedMessage key="state" {...tokenStateMessages[token.state]} />,
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
      columns={[
        messages.name,
        ...(everyone ? [messages.kind] : []),
        messages.scopes,
        messages.expiry,
        messages.lastUsed,
        messages.state,
        messages.actions,
      ]}
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
