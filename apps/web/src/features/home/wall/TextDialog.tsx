import { useMemo, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { formIssueKey } from '../../../forms/formErrors';
import { serverFieldErrors } from '../../../forms/formIssues';
import { FormTextField } from '../../../forms/FormTextField';
import { RecordDialog } from '../../../forms/RecordDialog';
import { recordDialogProps } from '../../../forms/recordForm';

type Props = {
  title: ReactNode;
  label: string;
  initial?: string;
  /** The contract's rule for the text, e.g. `WallCommentInput.shape.text`: the server's own check. */
  rule: z.ZodType<string, string>;
  /** The text's name in the server's field errors (`reason` for a report), `text` otherwise. */
  field?: string;
  max: number;
  submitLabel: ReactNode;
  /** Sends the text as the rule leaves it (trimmed); a failure keeps the dialog open. */
  onSubmit: (text: string) => Promise<unknown>;
  onClose: () => void;
};

type FormValues = { text: string };

/** One text to write or change: a post's or comment's words, or why a post is reported or hidden. */
export function TextDialog({
  title,
  label,
  initial = '',
  rule,
  field = 'text',
  max,
  submitLabel,
  onSubmit,
  onClose,
}: Props) {
  const intl = useIntl();
  const resolver = useMemo(() => zodResolver(z.object({ text: rule }), { error: formIssueKey }), [rule]);
  const { control, handleSubmit, setError, formState } = useForm<FormValues>({
    resolver,
    defaultValues: { text: initial },
  });

  const submit = handleSubmit(async ({ text }) => {
    try {
      await onSubmit(text);
    } catch (failure) {
      // The http client has said why; the server's word on the text itself shows under it.
      const message = serverFieldErrors(intl, failure)[field];
      if (message) setError('text', { message });
      return;
    }
    onClose();
  });

  return (
    <RecordDialog
      title={title}
      {...recordDialogProps(formState, submit, onClose)}
      submitLabel={submitLabel}
      size="sm"
    >
      <FormTextField control={control} name="text" label={label} max={max} multiline minRows={3} autoFocus />
    </RecordDialog>
  );
}
