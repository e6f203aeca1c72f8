import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { TagType } from '@atrium/contract';
import { useIntl } from 'react-intl';
import { tagPickerMessages } from './tagPickerMessages';
import { tagOptions, type TagOption } from './tagOptions';
import { useTagOptionProps } from './tagOptionProps';
import { useTagSuggestions } from './useTagSuggestions';

type Props = {
  type: TagType;
  label: string;
  /** The chosen name; '' for none. */
  value: string;
  onChange: (next: string) => void;
  onBlur?: () => void;
  required?: boolean;
  error?: string | undefined;
  autoFocus?: boolean;
};

/**
 * One value of a firm's list (a credential's client, a person's business unit…) chosen from
 * `cv_library/tags` as one types, like `TagPicker` for several: a text the list lacks is offered
 * as a new value only to one who may add to the list.
 */
export function TagSelect({ type, label, value, onChange, onBlur, required, error, autoFocus }: Props) {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const { suggestions, addable, mayAdd, searching } = useTagSuggestions(type, typed, open);
  const chosen = value ? { name: value, isNew: false } : null;
  // The typed text is offered again when it is the value itself: picking it keeps it.
  const options = tagOptions({ suggestions, chosen: [], typed: addable === value ? '' : addable, max: 1 });
  const optionProps = useTagOptionProps({ searching, count: options.length });

  return (
    <Autocomplete<TagOption, false, false, false>
      autoHighlight
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={chosen}
      onChange={(_, next) => {
        onChange(next?.name ?? '');
        setTyped('');
      }}
      inputValue={open ? typed : value}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setTyped(text);
      }}
      onBlur={onBlur}
      {...optionProps}
      noOptionsText={intl.formatMessage(
        mayAdd || !typed.trim() ? tagPickerMessages.noMatch : tagPickerMessages.notListed,
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          placeholder={intl.formatMessage(tagPickerMessages.search)}
          autoFocus={autoFocus}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
