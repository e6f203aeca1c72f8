import { defineMessage, defineMessages, type IntlShape } from 'react-intl';
import { formErrorText, formIssueKey } from './formErrors';

export const peopleIssueMessages = {
  atMost: defineMessage<{ max: number }>({
    id: 'people.atMost',
    defaultMessage: 'A maximum of {max, number} items of this type',
  }),
  atLeast: defineMessage<{ minimum: number }>({
    id: 'people.error.atLeast',
    defaultMessage: 'At least {minimum, number}',
  }),
  notAbove: defineMessage<{ maximum: number }>({
    id: 'people.error.notAbove',
    defaultMessage: 'At most {maximum, number}',
  }),
  ...defineMessages({
    endBeforeStart: {
      id: 'people.error.endBeforeStart',
      defaultMessage: 'Must not be before the start date',
    },
  }),
};

/** What a zod issue says, as the people forms need it (a key and its number, like formIssueKey). */
type Issue = Parameters<typeof formIssueKey>[0] & { origin?: string; path?: readonly PropertyKey[] };

/**
 * The zod error map of the people forms: numbers and lists get their own words (the shared map
 * speaks of characters), the end-date rule its sentence; everything else as the shared map says.
 */
export function peopleIssueKey(issue: Issue): string {
  const numeric = issue.origin === 'number' || issue.origin === 'int';
  if (issue.code === 'too_small' && numeric) return `atLeast:${String(issue.minimum)}`;
  if (issue.code === 'too_big' && numeric) return `notAbove:${String(issue.maximum)}`;
  if (issue.code === 'too_big' && issue.origin === 'array') return `atMost:${String(issue.maximum)}`;
  if (issue.code === 'invalid_type' && typeof issue.input === 'number') return 'invalid';
  if (issue.code === 'custom' && issue.path?.at(-1) === 'end_date') return 'endBeforeStart';
  return formIssueKey(issue);
}

type Intl = Pick<IntlShape, 'formatMessage'>;

/** The keys peopleIssueKey adds to the shared form keys, each with its text. */
const PEOPLE_ISSUE_TEXTS: Record<string, (intl: Intl, number: string) => string> = {
  atLeast: (intl, number) => intl.formatMessage(peopleIssueMessages.atLeast, { minimum: Number(number) }),
  notAbove: (intl, number) => intl.formatMessage(peopleIssueMessages.notAbove, { maximum: Number(number) }),
  atMost: (intl, number) => intl.formatMessage(peopleIssueMessages.atMost, { max: Number(number) }),
  endBeforeStart: (intl) => intl.formatMessage(peopleIssueMessages.endBeforeStart),
};

/** The text of a key from peopleIssueKey, or of a message the server sent. */
export function peopleErrorText(intl: Intl, message: string | undefined): string | undefined {
  const [key = '', number = ''] = message?.split(':') ?? [];
  const text = Object.hasOwn(PEOPLE_ISSUE_TEXTS, key) ? PEOPLE_ISSUE_TEXTS[key]!(intl, number) : undefined;
  return text ?? formErrorText(intl, message);
}

/** Whether a react-hook-form error tree holds a missing mandatory field. */
export function hasMissingField(errors: unknown): boolean {
  if (typeof errors !== 'object' || errors === null) return false;
  if ((errors as { message?: unknown }).message === 'required') return true;
  return Object.entries(errors).some(([key, value]) => key !== 'ref' && hasMissingField(value));
}
