import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TagMergeInput } from '@atrium/contract';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { z } from 'zod';
import { RecordDialog } from '../../forms/RecordDialog';
import { recordDialogProps } from '../../forms/recordForm';
import { MergeTargetPicker } from './MergeTargetPicker';
import { useMergeTag, type TagRecord } from './tagsApi';
import { tagsMessages } from './tagsMessages';

type Props = {
  tag: TagRecord;
  /** How many records use the tag: what the confirmation says will move. */
  uses: number;
  onClose: () => void;
};

/**
 * The form holds the tag picked (the picker shows it) and sends its id. The picker offers only
 * tags the server found, so the one thing left to check is that one was picked.
 */
type FormValues = { into: TagRecord | null };
const resolver = zodResolver(
  z.object({
    into: z
      .custom<TagRecord | null>((target) => target !== null, { error: 'required' })
      .transform((target) => (target as TagRecord).id),
  }),
);

/**
 * Merges a tag into another of its type: the target is picked with a search, then the dialog
 * says how many records move before the merge is confirmed.
 */
export function MergeTagDialog({ tag, uses, onClose }: Props) {
  const merge = useMergeTag();
  const { control, handleSubmit, formState } = useForm<FormValues, unknown, TagMergeInput>({
    resolver,
    defaultValues: { into: null },
  });
  const target = useWatch({ control, name: 'into' });

  const submit = handleSubmit(async ({ into }) => {
    try {
      await merge.mutateAsync({ tag, into });
    } catch {
      // The http client has said why; the dialog stays open with the target chosen.
      return;
    }
    onClose();
  });

  return (
    <RecordDialog
      title={<FormattedMessage {...tagsMessages.mergeTitle} values={{ name: tag.name }} />}
      {...recordDialogProps(formState, submit, onClose)}
      submitLabel={<FormattedMessage {...(merge.isPending ? tagsMessages.merging : tagsMessages.merge)} />}
      size="sm"
    >
      <Controller
        control={control}
        name="into"
        render={({ field, fieldState }) => (
          <MergeTargetPicker
            source={tag}
            value={field.value}
            onChange={field.onChange}
            missing={fieldState.error !== undefined}
          />
        )}
      />
      {target && (
        <Typography role="status">
          <FormattedMessage
            {...tagsMessages.mergeSummary}
            values={{ count: uses, source: tag.name, target: target.name }}
          />
        </Typography>
      )}
    </RecordDialog>
  );
}
