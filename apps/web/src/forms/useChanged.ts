import { useState } from 'react';

/**
 * Whether a form's values differ from those it opened with, for forms kept in plain state
 * (react-hook-form's own forms use `formState.isDirty`). Values are compared as JSON.
 */
export function useChanged(values: unknown): boolean {
  const [initial] = useState(() => JSON.stringify(values));
  return JSON.stringify(values) !== initial;
}
