import { useState, type FormEvent } from 'react';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { RecordDialog } from '../../forms/RecordDialog';
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
 * Merges a tag into another of its type: the target is picked with a search, then the dialog
 * says how many records move before the merge is confirmed.
 */
export function MergeTagDialog({ tag, uses, onClose }: Props) {
  const merge = useMergeTag();
  const [target, setTarget] = useState<TagRecord | null>(null);
  const [missing, setMissing] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!target) {
      setMissing(true);
      return;
    }
    try {
      await merge.mutateAsync({ tag, into: target.id });
    } catch {
      // The http client has said why; the dialog stays open with the target chosen.
      return;
    }
    onClose();
  };

  return (
    <RecordDialog
      title={<FormattedMessage {...tagsMessages.mergeTitle} values={{ name: tag.name }} />}
      dirty={target !== null}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      submitting={merge.isPending}
      submitLabel={<FormattedMessage {...(merge.isPending ? tagsMessages.merging : tagsMessages.merge)} />}
      size="sm"
    >
      <MergeTargetPicker
        source={tag}
        value={target}
        onChange={(next) => {
          setTarget(next);
          setMissing(false);
        }}
        missing={missing}
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
