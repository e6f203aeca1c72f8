import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '../api/HttpError';
import { formIssues } from './formIssues';
import { useChanged } from './useChanged';

/** A text field left blank is sent as no value. */
export const optionalText = (value: string): string | null => value.trim() || null;

/**
 * Sending a form whose fields live in the component's state: what it would send is checked with
 * the contract's schema first, each issue under its field; then it is sent, and the server's field
 * errors come back under their fields, the form still open with what was typed.
 */
export function useCheckedSubmit<Payload>({
  schema,
  payload,
  send,
  values,
}: {
  schema: z.ZodType;
  /** What the fields would send, as the contract's input. */
  payload: () => Payload;
  send: (payload: Payload) => Promise<void>;
  /** The form's state: once it differs from what the form opened with, closing asks first. */
  values: unknown;
}) {
  const changed = useChanged(values);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = payload();
    const issues = formIssues(schema, value);
    setErrors(issues);
    if (Object.keys(issues).length > 0) return;
    setSaving(true);
    try {
      await send(value);
    } catch (error) {
      setErrors(fieldErrors(error));
    } finally {
      setSaving(false);
    }
  };
  return {
    errors,
    /** What the record dialog needs of the form: `<RecordDialog {...dialog}>`. */
    dialog: { onSubmit: (event: FormEvent) => void submit(event), submitting: saving, dirty: changed },
  };
}
