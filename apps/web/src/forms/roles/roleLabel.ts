import type { IntlShape } from 'react-intl';
import { roleMessages } from './rolesMessages';

/** A role's display name; a role the contract does not know yet shows as it is named. */
export function roleLabel(intl: Pick<IntlShape, 'formatMessage'>, role: string): string {
  return role in roleMessages ? intl.formatMessage(roleMessages[role as keyof typeof roleMessages]) : role;
}
