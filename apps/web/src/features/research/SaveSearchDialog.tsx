import { zodResolver } from '@hookform/resolvers/zod';
import {
  SAVED_SEARCH_VISIBILITIES,
  SavedSearchInput,
  TEXT_SHORT,
  type ResearchQuery,
  type SavedSearch,
} from '@atrium/contract';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { formIssueKey } from '../../forms/formErrors';
import { FormSelectField } from '../../forms/FormSelectField';
import { FormTextField } from '../../forms/FormTextField';
import { RecordDialog } from '../../forms/RecordDialog';
import { recordDialogProps, setServerErrors } from '../../forms/recordForm';
import { useSaveSearch } from './researchApi';
import { researchMessages as messages } from './researchMessages';

/**
 * What the person fills in, checked as the server checks it; the query is the one on screen. The
 * visibility is always chosen here, so its default is left to the server.
 */
const SaveSearchForm = z.object({
  name: SavedSearchInput.shape.name,
  visibility: SavedSearchInput.shape.visibility.unwrap(),
});
type FormValues = z.infer<typeof SaveSearchForm>;
const resolver = zodResolver(SaveSearchForm, { error: formIssueKey });

type Props = { query: ResearchQuery; onClose: () => void; onSaved: (saved: SavedSearch) => void };

/** Names the search and says who may open it: its owner only, or anyone signed in with the link. */
export function SaveSearchDialog({ query, onClose, onSaved }: Props) {
  const intl = useIntl();
  const save = useSaveSearch();
  const { control, handleSubmit, setError, formState } = useForm<FormValues>({
    resolver,
    defaultValues: { name: '', visibility: 'private' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      onSaved((await save.mutateAsync({ ...values, query })).data);
    } catch (failure) {
      // The http client has said why; a field the server refused shows under it.
      setServerErrors(setError, failure, intl);
    }
  });

  return (
    <RecordDialog
      title={<FormattedMessage {...messages.saveTitle} />}
      {...recordDialogProps(formState, submit, onClose)}
      size="sm"
    >
      <FormTextField
        control={control}
        name="name"
        label={intl.formatMessage(messages.name)}
        max={TEXT_SHORT}
        required
        autoFocus
      />
      <FormSelectField
        control={control}
        name="visibility"
        label={intl.formatMessage(messages.visibility)}
        options={SAVED_SEARCH_VISIBILITIES.map((each) => ({
          value: each,
          label: intl.formatMessage(messages[each]),
        }))}
      />
    </RecordDialog>
  );
}
