import type { IntlShape } from 'react-intl';
import type { z } from 'zod';
import { translateServerMessage } from '../i18n/serverMessage';
import { formErrorText, formIssueKey } from './formErrors';

/**
 * Field → first issue key (`required`, `tooLong:700`…) of a value checked against a contract
 * schema, for a form that keeps its fields in state rather than in react-hook-form.
 */
export function formIssues(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value, { error: formIssueKey });
  const issues: Record<string, string> = {};
  if (!result.success)
    for (const issue of result.error.issues) issues[issue.path.join('.')] ??= issue.message;
  return issues;
}

/**
 * Text of a field error in the interface language: an issue key from `formIssues`, or a message
 * of the contract or the server's `errors` (SERVER_MESSAGES), or else the message as it came.
 */
export function fieldErrorText(
  intl: Pick<IntlShape, 'formatMessage'>,
  message: string | undefined,
): string | undefined {
  return formErrorText(intl, message === undefined ? undefined : translateServerMessage(intl, message));
}
