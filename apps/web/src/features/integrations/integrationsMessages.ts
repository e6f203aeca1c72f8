import type { TokenKind, TokenScope, TokenState } from '@atrium/contract';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

export const integrationsMessages = {
  total: defineMessage<{ count: number }>({
    id: 'integrations.total',
    defaultMessage: '{count, plural, one {# token} other {# tokens}}',
  }),
  revokeBody: defineMessage<{ name: string }>({
    id: 'integrations.revokeBody',
    defaultMessage: 'Whatever uses “{name}” is refused from its next request. This cannot be undone.',
  }),
  ...defineMessages({
    title: { id: 'integrations.title', defaultMessage: 'Integrations' },
    intro: {
      id: 'integrations.intro',
      defaultMessage:
        'API tokens let the firm’s identity provider keep people in step (SCIM) and scripts read the directory, without anyone’s password. Each reaches only what its scopes open, until it expires or is revoked.',
    },
    personalTitle: { id: 'integrations.personalTitle', defaultMessage: 'My API tokens' },
    personalIntro: {
      id: 'integrations.personalIntro',
      defaultMessage:
        'A personal token lets a script of yours read Atrium as you, within its scopes. It stops when it expires, when you revoke it, or when your account closes.',
    },
    search: { id: 'integrations.search', defaultMessage: 'Search by name' },
    filters: { id: 'integrations.filters', defaultMessage: 'Filter the tokens' },
    results: { id: 'integrations.results', defaultMessage: 'Tokens' },
    empty: { id: 'integrations.empty', defaultMessage: 'No token yet.' },
    newToken: { id: 'integrations.newToken', defaultMessage: 'New token' },
    name: { id: 'integrations.name', defaultMessage: 'Name' },
    nameHelp: {
      id: 'integrations.nameHelp',
      defaultMessage: 'What uses it: “Entra ID”, “Directory export”…',
    },
    kind: { id: 'integrations.kind', defaultMessage: 'Kind' },
    scopes: { id: 'integrations.scopes', defaultMessage: 'Scopes' },
    expiresOn: { id: 'integrations.expiresOn', defaultMessage: 'Expires on' },
    expiresHelp: { id: 'integrations.expiresHelp', defaultMessage: 'A year from today at most.' },
    expiry: { id: 'integrations.expiry', defaultMessage: 'Expiry' },
    lastUsed: { id: 'integrations.lastUsed', defaultMessage: 'Last used' },
    neverUsed: { id: 'integrations.neverUsed', defaultMessage: 'Never' },
    state: { id: 'integrations.state', defaultMessage: 'State' },
    actions: { id: 'integrations.actions', defaultMessage: 'Actions' },
    revoke: { id: 'integrations.revoke', defaultMessage: 'Revoke' },
    revoking: { id: 'integrations.revoking', defaultMessage: 'Revoking…' },
    revokeTitle: { id: 'integrations.revokeTitle', defaultMessage: 'Revoke this token?' },
    secretTitle: { id: 'integrations.secretTitle', defaultMessage: 'Copy the token now' },
    secretWarning: {
      id: 'integrations.secretWarning',
      defaultMessage:
        'This is the only time it is shown: Atrium keeps only a fingerprint of it. Store it where the tool that uses it reads its secrets.',
    },
    secretLabel: { id: 'integrations.secretLabel', defaultMessage: 'Token' },
    copy: { id: 'integrations.copy', defaultMessage: 'Copy' },
    copied: { id: 'integrations.copied', defaultMessage: 'The token is copied.' },
    done: { id: 'integrations.done', defaultMessage: 'I have copied it' },
  }),
};

export const tokenKindMessages: Record<TokenKind, MessageDescriptor> = defineMessages({
  scim: { id: 'integrations.kind.scim', defaultMessage: 'Provisioning (SCIM)' },
  service: { id: 'integrations.kind.service', defaultMessage: 'Service' },
  personal: { id: 'integrations.kind.personal', defaultMessage: 'Personal' },
});

export const tokenScopeMessages: Record<TokenScope, MessageDescriptor> = defineMessages({
  scim: { id: 'integrations.scope.scim', defaultMessage: 'SCIM provisioning of people' },
  'directory:read': { id: 'integrations.scope.directoryRead', defaultMessage: 'Read the directory' },
  'resumes:read': { id: 'integrations.scope.resumesRead', defaultMessage: 'Read resumes' },
});

export const tokenStateMessages: Record<TokenState, MessageDescriptor> = defineMessages({
  active: { id: 'integrations.state.active', defaultMessage: 'Active' },
  expired: { id: 'integrations.state.expired', defaultMessage: 'Expired' },
  revoked: { id: 'integrations.state.revoked', defaultMessage: 'Revoked' },
});
