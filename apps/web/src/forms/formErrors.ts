import { defineMessage, defineMessages, type IntlShape } from 'react-intl';

/** Inline form messages; zod issues are turned into these keys by `formIssueKey`. */
export const formErrorMessages = {
  tooShort: defineMessage<{ minimum: string }>({
    id: 'form.error.tooShort',
    defaultMessage: 'At least {minimum} characters',
  }),
  tooLong: defineMessage<{ maximum: string }>({
    id: 'form.error.tooLong',
    defaultMessage: 'At most {maximum} characters',
  }),
  ...defineMessages({
    required: { id: 'form.error.required', defaultMessage: 'This field is required' },
    email: { id: 'form.error.email', defaultMessage: 'Enter a valid email address' },
    mismatch: { id: 'form.error.mismatch', defaultMessage: 'The two passwords differ' },
    invalid: { id: 'form.error.invalid', defaultMessage: 'This value is not valid' },
  }),
};

/** The shape of a zod issue as an error map sees it (only what is read here). */
type Issue = { code: string; input?: unknown; format?: string; minimum?: unknown; maximum?: unknown };

/**
 * A zod error map for the contract's own schemas: the message becomes a key plus its number,
 * e.g. `tooShort:8`, which `formErrorText` renders in the interface language.
 */
export function formIssueKey(issue: Issue): string {
  if (issue.input === '' || issue.input === undefined) return 'required';
  if (issue.code === 'invalid_format' && issue.format === 'email') return 'email';
  if (issue.code === 'too_small')
    return issue.minimum === 1 ? 'required' : `tooShort:${String(issue.minimum)}`;
  if (issue.code === 'too_big') return `tooLong:${String(issue.maximum)}`;
  return 'invalid';
}

/** Text of a field error: a key from `formIssueKey`, or a message that came from the server. */
export function formErrorText(
  intl: Pick<IntlShape, 'formatMessage'>,
  message: string | undefined,
): string | undefined {
  if (!message) return undefined;
  const [key = '', number = ''] = message.split(':');
  switch (key) {
    case 'tooShort':
      return intl.formatMessage(formErrorMessages.tooShort, { minimum: number });
    case 'tooLong':
      return intl.formatMessage(formErrorMessages.tooLong, { maximum: number });
    case 'required':
    case 'email':
    case 'mismatch':
    case 'invalid':
      return intl.formatMessage(formErrorMessages[key]);
    default:
      return message;
  }
}
