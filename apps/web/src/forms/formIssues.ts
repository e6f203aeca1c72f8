import type { IntlShape } from 'react-intl';
import { fieldErrors } from '../api/HttpError';
import { contractText } from '../i18n/contractTexts';
import { serverText } from '../i18n/serverMessage';
import { formErrorText } from './formErrors';

type Intl = Pick<IntlShape, 'formatMessage' | 'messages'>;

/**
 * Text of a field error in the interface language: an issue key from `formIssueKey`, or a text of
 * the contract's checks (contractTexts.ts), or else the message as it came (a server's, already
 * translated by `serverFieldErrors`).
 */
export function fieldErrorText(intl: Intl, message: string | undefined): string | undefined {
  return formErrorText(intl, message === undefined ? undefined : contractText(intl, message));
}

/** The field errors of a refused call, each in the interface language (`server.<code>`). */
export function serverFieldErrors(intl: Intl, failure: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors(failure)).map(([field, said]) => [field, serverText(intl, said)]),
  );
}
