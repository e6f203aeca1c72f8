import type { z } from 'zod';
import { fieldErrors } from '../../api/HttpError';
import { formIssueKey } from '../../forms/formErrors';

/** Field → first issue key (`required`, `tooLong:700`…) of a value checked against a contract schema. */
export function formIssues(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value, { error: formIssueKey });
  const issues: Record<string, string> = {};
  if (!result.success)
    for (const issue of result.error.issues) issues[issue.path.join('.')] ??= issue.message;
  return issues;
}

/** The server's own field messages, for a form that shows them beside the fields. */
export const serverIssues = fieldErrors;
