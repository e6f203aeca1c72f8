import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  SAVED_SEARCH_VISIBILITIES,
  type ResearchQuery,
  type SavedSearch,
  type SavedSearchVisibility,
} from '@atrium/contract';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RecordDialog } from '../../forms/RecordDialog';
import { useSaveSearch } from './researchApi';
import { researchMessages as messages } from './researchMessages';

type Props = { query: ResearchQuery; onClose: () => void; onSaved: (saved: SavedSearch) => void };

/** Names the search and says who may open it: its owner only, or anyone signed in with the link. */
export function SaveSearchDialog({ query, onClose, onSaved }: Props) {
  const intl = useIntl();
  const save = useSaveSearch();
  const [name, setName] = useState('');
  const [visibility, setVisibility] = useState<SavedSearchVisibility>('private');
  const [missing, setMissing] = useState(false);
  return (
    <RecordDialog
      title={<FormattedMessage {...messages.saveTitle} />}
      dirty={name !== ''}
      onClose={onClose}
      submitting={save.isPending}
      size="sm"
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim() === '') {
          setMissing(true);
          return;
        }
        save.mutate(
          { name: name.trim(), visibility, query },
          { onSuccess: (answer) => onSaved(answer.data) },
        );
      }}
    >
      <TextField
        label={intl.formatMessage(messages.name)}
        value={name}
        required
        autoFocus
        error={missing}
        helperText={
          missing
            ? intl.formatMessage({ id: 'form.error.required', defaultMessage: 'This field is required' })
            : undefined
        }
        onChange={(event) => {
          setName(event.target.value);
          setMissing(false);
        }}
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
      <TextField
        select
        label={intl.formatMessage(messages.visibility)}
        value={visibility}
        onChange={(event) => setVisibility(event.target.value as SavedSearchVisibility)}
      >
        {SAVED_SEARCH_VISIBILITIES.map((each) => (
          <MenuItem key={each} value={each}>
            {intl.formatMessage(messages[each])}
          </MenuItem>
        ))}
      </TextField>
    </RecordDialog>
  );
}
