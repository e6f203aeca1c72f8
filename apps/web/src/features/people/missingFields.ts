import { COMPLETION_FIELDS, type User } from '@atrium/contract';

export type CompletionField = (typeof COMPLETION_FIELDS)[number];

/** The profile fields that count toward the completion rate and are still empty. */
export function missingFields(person: Pick<User, CompletionField>): CompletionField[] {
  return COMPLETION_FIELDS.filter((field) => {
    const value = person[field];
    if (Array.isArray(value)) return value.length === 0;
    return value === null || value === undefined || value === '' || value === false;
  });
}
