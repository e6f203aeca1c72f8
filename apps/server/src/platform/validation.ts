import { MESSAGES } from '@atrium/contract';
import type { z } from 'zod';
import { badRequest } from './http-errors.ts';

type Issue = { path: PropertyKey[]; message: string; code: string; input?: unknown };

/**
 * Field → first message, and the headline: 'Please fill up the mandatory fields*' when a required
 * field is missing, the generic invalid-input message otherwise.
 */
export function describeIssues(issues: readonly Issue[]): { msg: string; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  let missing = false;
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    errors[field] ??= issue.message;
    if (issue.code === 'invalid_type' && issue.input === undefined && issue.path.length > 0) missing = true;
  }
  return { msg: missing ? MESSAGES.mandatoryFields : MESSAGES.invalidInput, errors };
}

/** Validates input against a contract schema, refusing with a 400 that names each bad field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const { msg, errors } = describeIssues(result.error.issues);
  throw badRequest(msg, errors);
}
