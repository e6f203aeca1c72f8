import type { FormEvent } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { IntlShape } from 'react-intl';
import { serverFieldErrors } from './formIssues';

/**
 * A save the server refused: its field errors go under their fields of a react-hook-form form
 * (`contributors.0.user_id` included), the form still open with what was typed. Says how many.
 */
export function setServerErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  failure: unknown,
  intl: Pick<IntlShape, 'formatMessage' | 'messages'>,
): number {
  const errors = Object.entries(serverFieldErrors(intl, failure));
  for (const [field, message] of errors) setError(field as Path<Values>, { message });
  return errors.length;
}

/**
 * The first message of a field's error or of its items' (a list field whose third item was
 * refused holds its error under `solutions.2`).
 */
export function firstErrorMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref' || key === 'message') continue;
    const found = firstErrorMessage(value);
    if (found) return found;
  }
  return undefined;
}

/** A text field left blank is sent as no value. */
export const optionalText = (value: string): string | null => value.trim() || null;

/**
 * What RecordDialog needs of a react-hook-form form besides its title: whether something is typed
 * and not saved, whether it is being saved, its submit (`handleSubmit(…)`) and how it closes:
 * `<RecordDialog title={…} {...recordDialogProps(formState, submit, onClose)}>`.
 */
export function recordDialogProps(
  formState: { isDirty: boolean; isSubmitting: boolean },
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>,
  onClose: () => void,
) {
  return {
    dirty: formState.isDirty,
    submitting: formState.isSubmitting,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
    onClose,
  };
}
