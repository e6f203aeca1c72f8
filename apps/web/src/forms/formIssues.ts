import type { IntlShape } from 'react-intl';
import { translateServerMessage } from '../i18n/serverMessage';
import { formErrorText } from './formErrors';

/**
 * Text of a field error in the interface language: an issue key from `formIssueKey`, or a message
 * of the contract or the server's `errors` (SERVER_MESSAGES), or else the message as it came.
 */
export function fieldErrorText(
  intl: Pick<IntlShape, 'formatMessage'>,
  message: string | undefined,
): string | undefined {
  return formErrorText(intl, message === undefined ? undefined : translateServerMessage(intl, message));
}
