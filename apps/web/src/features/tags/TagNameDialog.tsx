import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { TAG_NAME_MAX, TagInput, type TagType } from '@atrium/contract';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { serverFieldErrors } from '../../forms/formIssues';
import { notify } from '../../api/notifier';
import { formIssueKey } from '../../forms/formErrors';
import { FormTextField } from '../../forms/FormTextField';
import { RecordDialog } from '../../forms/RecordDialog';
import { failureText } from '../../i18n/serverMessage';
import { useCreateTag, useRenameTag, type TagRecord } from './tagsApi';
import { tagsMessages } from './tagsMessages';

/** The one field both a new tag and a rename fill in, checked as the server checks it. */
const NameForm = TagInput.pick({ name: true });
type NameValues = { name: string };
const resolver = zodResolver(NameForm, { error: formIssueKey });

type Props =
  | { mode: 'create'; type: TagType; onClose: () => void }
  | { mode: 'rename'; tag: TagRecord; uses: number | undefined; onClose: () => void };

/** Adds a tag of the current type, or renames one (every record naming it follows). */
export function TagNameDialog(props: Props) {
  const intl = useIntl();
  const create = useCreateTag();
  const rename = useRenameTag();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isDirty, isSubmitting },
  } = useForm<NameValues>({
    resolver,
    defaultValues: { name: props.mode === 'rename' ? props.tag.name : '' },
  });

  const submit = handleSubmit(async ({ name }) => {
    try {
      if (props.mode === 'rename') await rename.mutateAsync({ tag: props.tag, name });
      else await create.mutateAsync({ type: props.type, name });
    } catch (failure) {
      // A name already taken belongs under the field; anything else is said once, as a notice.
      const message = serverFieldErrors(intl, failure).name;
      if (message) setError('name', { message });
      else notify('error', failureText(intl, failure));
      return;
    }
    props.onClose();
  });

  return (
    <RecordDialog
      title={
        props.mode === 'rename' ? (
          <FormattedMessage {...tagsMessages.renameTitle} values={{ name: props.tag.name }} />
        ) : (
          <FormattedMessage {...tagsMessages.addTitle} />
        )
      }
      dirty={isDirty}
      onClose={props.onClose}
      onSubmit={(event) => void submit(event)}
      submitting={isSubmitting}
      size="sm"
    >
      {props.mode === 'rename' && props.uses !== undefined && props.uses > 0 && (
        <Typography color="text.secondary">
          <FormattedMessage {...tagsMessages.renameHelp} values={{ count: props.uses }} />
        </Typography>
      )}
      <FormTextField
        control={control}
        name="name"
        label={intl.formatMessage(tagsMessages.name)}
        max={TAG_NAME_MAX}
        required
        autoFocus
      />
    </RecordDialog>
  );
}
