import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TAG_NAME_MAX, TagAliasInput } from '@atrium/contract';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { serverFieldErrors } from '../../forms/formIssues';
import { notify } from '../../api/notifier';
import { formIssueKey } from '../../forms/formErrors';
import { FormTextField } from '../../forms/FormTextField';
import { RecordDialog } from '../../forms/RecordDialog';
import { failureText } from '../../i18n/serverMessage';
import { ConfirmedActionButton } from '../../layout/ConfirmedActionButton';
import { useAddTagAlias, useRemoveTagAlias, useTagAliases, type TagRecord } from './tagsApi';
import { tagsMessages } from './tagsMessages';

const resolver = zodResolver(TagAliasInput, { error: formIssueKey });
type Values = { alias: string };

type Props = { tag: TagRecord; onClose: () => void };

/**
 * A tag's other words (k8s for Kubernetes), which every search resolves to it: the list, each
 * removable (asked first), and a field to add one; the dialog stays open to add several.
 */
export function TagAliasesDialog({ tag, onClose }: Props) {
  const intl = useIntl();
  const aliases = useTagAliases([tag.id])(tag.id);
  const add = useAddTagAlias();
  const remove = useRemoveTagAlias();
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isDirty, isSubmitting },
  } = useForm<Values>({ resolver, defaultValues: { alias: '' } });

  const submit = handleSubmit(async ({ alias }) => {
    try {
      await add.mutateAsync({ tag, alias });
      reset({ alias: '' });
    } catch (failure) {
      const message = serverFieldErrors(intl, failure).alias;
      if (message) setError('alias', { message });
      else notify('error', failureText(intl, failure));
    }
  });

  return (
    <RecordDialog
      title={<FormattedMessage {...tagsMessages.aliasesTitle} values={{ name: tag.name }} />}
      dirty={isDirty}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      submitting={isSubmitting}
      submitLabel={<FormattedMessage {...tagsMessages.aliasAdd} />}
      size="sm"
    >
      <Typography color="text.secondary">
        <FormattedMessage {...tagsMessages.aliasesHelp} />
      </Typography>
      {aliases.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          <FormattedMessage {...tagsMessages.noAliases} />
        </Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {aliases.map((alias) => (
            <Stack component="li" key={alias.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography sx={{ flexGrow: 1 }}>{alias.alias}</Typography>
              <ConfirmedActionButton
                size="small"
                label={<FormattedMessage {...tagsMessages.aliasRemove} />}
                title={
                  <FormattedMessage {...tagsMessages.aliasRemoveTitle} values={{ alias: alias.alias }} />
                }
                body={<FormattedMessage {...tagsMessages.aliasRemoveBody} values={{ name: tag.name }} />}
                busyLabel={<FormattedMessage {...tagsMessages.aliasRemoving} />}
                onConfirm={() => remove.mutateAsync(alias)}
              />
            </Stack>
          ))}
        </Stack>
      )}
      <FormTextField
        control={control}
        name="alias"
        label={intl.formatMessage(tagsMessages.alias)}
        max={TAG_NAME_MAX}
        required
        autoFocus
      />
    </RecordDialog>
  );
}
