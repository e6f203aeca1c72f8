import type { AuditAction, AuditedObject } from '@atrium/contract';
import { defineMessage, defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import {
  campaignStatusMessages,
  memberStatusMessages,
  newcomerStatusMessages,
  personStatusMessages,
} from './statusLabels';

export const auditMessages = defineMessages({
  history: { id: 'audit.history', defaultMessage: 'History' },
  historyEmpty: { id: 'audit.historyEmpty', defaultMessage: 'No change recorded yet.' },
  showMore: { id: 'audit.showMore', defaultMessage: 'Show more' },
  system: { id: 'audit.system', defaultMessage: 'The system' },
  none: { id: 'audit.none', defaultMessage: '(none)' },
  changes: { id: 'audit.changes', defaultMessage: 'What changed' },
  withheld: {
    id: 'audit.withheld',
    defaultMessage: 'The values are not shown: you may not read this record.',
  },
  loadFailed: { id: 'audit.loadFailed', defaultMessage: 'The history could not be loaded.' },
});

/** Who made a write that came with an API token: a SCIM provisioning, a script, a person's own. */
export const tokenActorMessages = {
  token: defineMessage<{ token: string }>({ id: 'audit.byToken', defaultMessage: 'Token “{token}”' }),
  personByToken: defineMessage<{ person: string; token: string }>({
    id: 'audit.personByToken',
    defaultMessage: '{person} by token “{token}”',
  }),
};

/** What each recorded action reads as, after the person's name ("Ada Admin updated"). */
export const auditActionMessages: Record<AuditAction, MessageDescriptor> = defineMessages({
  create: { id: 'audit.action.create', defaultMessage: 'created' },
  update: { id: 'audit.action.update', defaultMessage: 'updated' },
  delete: { id: 'audit.action.delete', defaultMessage: 'deleted' },
  roles: { id: 'audit.action.roles', defaultMessage: 'changed the roles' },
  grant: { id: 'audit.action.grant', defaultMessage: 'granted a permission' },
  revoke: { id: 'audit.action.revoke', defaultMessage: 'revoked a permission' },
  deactivate: { id: 'audit.action.deactivate', defaultMessage: 'deactivated the account' },
  reactivate: { id: 'audit.action.reactivate', defaultMessage: 'reactivated the account' },
  link: { id: 'audit.action.link', defaultMessage: 'sent the welcome link' },
  arrived: { id: 'audit.action.arrived', defaultMessage: 'marked as arrived' },
  left: { id: 'audit.action.left', defaultMessage: 'marked as left' },
  start: { id: 'audit.action.start', defaultMessage: 'started' },
  pause: { id: 'audit.action.pause', defaultMessage: 'paused' },
  resume: { id: 'audit.action.resume', defaultMessage: 'resumed' },
  cancel: { id: 'audit.action.cancel', defaultMessage: 'cancelled' },
  finish: { id: 'audit.action.finish', defaultMessage: 'finished' },
  follow: { id: 'audit.action.follow', defaultMessage: 'followed' },
  unfollow: { id: 'audit.action.unfollow', defaultMessage: 'stopped following' },
  attach: { id: 'audit.action.attach', defaultMessage: 'added a file' },
  detach: { id: 'audit.action.detach', defaultMessage: 'removed a file' },
  merge: { id: 'audit.action.merge', defaultMessage: 'merged into another tag' },
  remind: { id: 'audit.action.remind', defaultMessage: 'sent a profile completion reminder' },
  archive: { id: 'audit.action.archive', defaultMessage: 'archived' },
  // A contribution to a credential, or a place in a group: the entry's record says which.
  confirm: { id: 'audit.action.confirm', defaultMessage: 'confirmed' },
  revoke_token: { id: 'audit.action.revokeToken', defaultMessage: 'revoked the token' },
  publish: { id: 'audit.action.publish', defaultMessage: 'published' },
  refuse: { id: 'audit.action.refuse', defaultMessage: 'was refused (nothing changed)' },
});

/** The kinds of record the log covers, as the admin screen's filter names them. */
export const auditObjectMessages: Record<AuditedObject, MessageDescriptor> = defineMessages({
  'cv_library/users': { id: 'audit.object.users', defaultMessage: 'People' },
  'cv_library/projects': { id: 'audit.object.projects', defaultMessage: 'Credentials' },
  'cv_library/solutions': { id: 'audit.object.solutions', defaultMessage: 'Solutions' },
  'cv_library/teams': { id: 'audit.object.teams', defaultMessage: 'Teams and guilds' },
  'cv_library/tags': { id: 'audit.object.tags', defaultMessage: 'Tags' },
  'home/news': { id: 'audit.object.news', defaultMessage: 'News' },
  'cv_library/newcomers': { id: 'audit.object.newcomers', defaultMessage: 'Newcomers' },
  'admin/smart_campaigns': { id: 'audit.object.campaigns', defaultMessage: 'Smart campaigns' },
  'public/permissions': { id: 'audit.object.permissions', defaultMessage: 'Roles and permissions' },
  'staffing/assignments': { id: 'audit.object.assignments', defaultMessage: 'Assignments' },
  'admin/api_tokens': { id: 'audit.object.apiTokens', defaultMessage: 'API tokens' },
  'admin/cv_templates': { id: 'audit.object.cvTemplates', defaultMessage: 'CV templates' },
});

/** Longest value shown in full; a long description is cut, the log keeps it whole. */
const VALUE_CHARS_MAX = 160;

/** The fields whose stored values are codes, read with the words the screens use for them. */
const VALUE_LABELS: Partial<Record<AuditedObject, Record<string, Record<string, MessageDescriptor>>>> = {
  'cv_library/newcomers': { status: newcomerStatusMessages },
  'cv_library/users': { status: personStatusMessages },
  'admin/smart_campaigns': { status: campaignStatusMessages },
};

/** How a value reads: an id by the name the server gave it, a code by its label. */
export type ValueReader = {
  object: AuditedObject;
  field: string;
  /** The names of the records the entry mentions by id (`AuditEntry.names`). */
  names: Readonly<Record<string, string>>;
  intl: IntlShape;
};

/** One recorded value: a code's label, an id's name, a group's place as "name (Follower)". */
function valueText(value: unknown, { object, field, names, intl }: ValueReader): string {
  if (Array.isArray(value))
    return value.map((item) => valueText(item, { object, field, names, intl })).join(', ');
  if (typeof value === 'string') {
    const label = VALUE_LABELS[object]?.[field]?.[value];
    if (label) return intl.formatMessage(label);
    return names[value] ?? value;
  }
  if (value && typeof value === 'object') {
    const { user_id, status } = value as { user_id?: unknown; status?: unknown };
    if (typeof user_id === 'string') {
      const name = names[user_id] ?? user_id;
      return status === 'follower' ? `${name} (${intl.formatMessage(memberStatusMessages.follower)})` : name;
    }
    return JSON.stringify(value);
  }
  return String(value);
}

/**
 * A recorded value as one line the reader can read: labels for codes, names for ids (lists and
 * a group's places too), cut when long; `null` when there was none, for the caller to say so in
 * the reader's language.
 */
export function changeValueText(value: unknown, reader: ValueReader): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = valueText(value, reader);
  if (text === '') return null;
  return text.length > VALUE_CHARS_MAX ? `${text.slice(0, VALUE_CHARS_MAX)}…` : text;
}

/** A recorded field's name as a label: the log stores column names (`job_title` → "job title"). */
export const fieldLabel = (name: string) => name.replace(/_ids?$/, '').replace(/_/g, ' ');
