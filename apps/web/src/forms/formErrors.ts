import { defineMessage, defineMessages, type IntlShape } from 'react-intl';

/** Inline form messages; zod issues are turned into these keys by `formIssueKey`. */
export const formErrorMessages = {
  tooShort: defineMessage<{ minimum: number }>({
    id: 'form.error.tooShort',
    defaultMessage: 'At least {minimum, number} characters',
  }),
  tooLong: defineMessage<{ maximum: number }>({
    id: 'form.error.tooLong',
    defaultMessage: 'At most {maximum, number} characters',
  }),
  numberTooSmall: defineMessage<{ minimum: number }>({
    id: 'form.error.numberTooSmall',
    defaultMessage: 'At least {minimum, number}',
  }),
  numberTooBig: defineMessage<{ maximum: number }>({
    id: 'form.error.numberTooBig',
    defaultMessage: 'At most {maximum, number}',
  }),
  tooFewItems: defineMessage<{ minimum: number }>({
    id: 'form.error.tooFewItems',
    defaultMessage: 'At least {minimum, number} items',
  }),
  tooManyItems: defineMessage<{ maximum: number }>({
    id: 'form.error.tooManyItems',
    defaultMessage: 'At most {maximum, number} items',
  }),
  ...defineMessages({
    required: { id: 'form.error.required', defaultMessage: 'This field is required' },
    email: { id: 'form.error.email', defaultMessage: 'Enter a valid email address' },
    mismatch: { id: 'form.error.mismatch', defaultMessage: 'The two passwords differ' },
    invalid: { id: 'form.error.invalid', defaultMessage: 'This value is not valid' },
  }),
};

/** The shape of a zod issue as an error map sees it (only what is read here). */
type Issue = {
  code: string;
  input?: unknown;
  origin?: string;
  format?: string;
  minimum?: unknown;
  maximum?: unknown;
};

/** The keys of a bound by what zod measured: a text's characters, a number, a list's items. */
const BOUND_KEYS: Record<string, { min: string; max: string }> = {
  string: { min: 'tooShort', max: 'tooLong' },
  number: { min: 'numberTooSmall', max: 'numberTooBig' },
  array: { min: 'tooFewItems', max: 'tooManyItems' },
};

/**
 * A zod error map for the contract's own schemas: the message becomes a key plus its number,
 * e.g. `tooShort:8`, which `formErrorText` renders in the interface language.
 */
export function formIssueKey(issue: Issue): string {
  if (issue.input === '' || issue.input === undefined) return 'required';
  if (issue.code === 'invalid_format' && issue.format === 'email') return 'email';
  const keys = BOUND_KEYS[issue.origin ?? 'string'];
  if (keys && issue.code === 'too_small')
    return issue.minimum === 1 && issue.origin === 'string'
      ? 'required'
      : `${keys.min}:${String(issue.minimum)}`;
  if (keys && issue.code === 'too_big') return `${keys.max}:${String(issue.maximum)}`;
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
    case 'numberTooSmall':
    case 'tooFewItems':
      return intl.formatMessage(formErrorMessages[key], { minimum: Number(number) });
    case 'tooLong':
    case 'numberTooBig':
    case 'tooManyItems':
      return intl.formatMessage(formErrorMessages[key], { maximum: Number(number) });
    case 'required':
    case 'email':
    case 'mismatch':
    case 'invalid':
      return intl.formatMessage(formErrorMessages[key]);
    default:
      return message;
  }
}
