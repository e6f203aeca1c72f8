import Typography from '@mui/material/Typography';
import {
  TEXT_SHORT,
  usersObject,
  type PeopleBulkUpdateBody,
  type PeopleBulkUpdateInput,
} from '@atrium/contract';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { c13sPath } from '../../api/c13s';
import { useRefreshAfter } from '../../api/mutations';
import { http } from '../../api/http';
import { notify } from '../../api/notifier';
import { FormTextField } from '../../forms/FormTextField';
import { RecordDialog } from '../../forms/RecordDialog';
import { recordDialogProps, setServerErrors } from '../../forms/recordForm';
import { fieldMessages } from '../../i18n/fieldMessages';
import { countedMessages, managingToolsMessages as messages } from './managingToolsMessages';

const FIELDS = ['grade', 'position', 'business_unit', 'business_line', 'hub'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/** A field left blank is not changed: only what was typed is sent (the server checks it as a bulk edit). */
const changesOf = (values: Values) =>
  Object.fromEntries(
    FIELDS.flatMap((field) => (values[field].trim() ? [[field, values[field].trim()]] : [])),
  );

type Props = { people: readonly string[]; onClose: () => void; onDone: () => void };

/** HR sets the same HR fields for the chosen people at once; each change goes to their history. */
export function BulkEditDialog({ people, onClose, onDone }: Props) {
  const intl = useIntl();
  const refresh = useRefreshAfter();
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: { grade: '', position: '', business_unit: '', business_line: '', hub: '' },
  });
  const submit = handleSubmit(async (values) => {
    const changes = changesOf(values);
    if (Object.keys(changes).length === 0) {
      setError('grade', { message: intl.formatMessage(messages.nothingToChange) });
      return;
    }
    try {
      const { updated } = await http.post<PeopleBulkUpdateBody>(c13sPath(usersObject, 'bulk-update'), {
        ids: [...people],
        changes,
      } satisfies PeopleBulkUpdateInput);
      notify('success', intl.formatMessage(countedMessages.bulkUpdated, { count: updated }));
    } catch (failure) {
      setServerErrors(setError, failure, intl);
      return;
    }
    await refresh('update', usersObject);
    onDone();
  });
  return (
    <RecordDialog
      title={<FormattedMessage {...countedMessages.bulkEditTitle} values={{ count: people.length }} />}
      size="sm"
      {...recordDialogProps(formState, submit, onClose)}
    >
      <Typography color="text.secondary">
        <FormattedMessage {...messages.bulkEditHelp} />
      </Typography>
      {FIELDS.map((field, index) => (
        <FormTextField
          key={field}
          control={control}
          name={field}
          label={intl.formatMessage(fieldMessages[field])}
          max={TEXT_SHORT}
          autoFocus={index === 0}
        />
      ))}
    </RecordDialog>
  );
}
