import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { TagType } from '@atrium/contract';
import { counterMessage } from './FormTextField';
import { useIntl } from 'react-intl';
import { tagPickerMessages } from './tagPickerMessages';
import { tagOptions, withinMax, type TagOption } from './tagOptions';
import { useTagOptionProps } from './tagOptionProps';
import { useTagSuggestions } from './useTagSuggestions';

type Props = {
  type: TagType;
  label: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  max: number;
  error?: string;
  autoFocus?: boolean;
};

const asOption = (name: string): TagOption => ({ name, isNew: false });

/**
 * Several tags of one type picked from `cv_library/tags` as one types; a text that matches none
 * is offered as a new item (the server adds it to the list once a record uses it) to one who may
 * add to the list, others choose from it.
 */
export function TagPicker({ type, label, value, onChange, max, error, autoFocus }: Props) {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);

  const full = value.length >= max;
  const { suggestions, addable, mayAdd, searching } = useTagSuggestions(type, typed, open && !full);
  const options = tagOptions({ suggestions, chosen: value, typed: addable, max });
  const optionProps = useTagOptionProps({ searching, count: options.length });
  const helper = error ?? (full ? intl.formatMessage(tagPickerMessages.atMost, { max }) : undefined);

  return (
    <Autocomplete<TagOption, true, false, false>
      multiple
      autoHighlight
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={value.map(asOption)}
      onChange={(_, next) => {
        onChange(
          withinMax(
            next.map((option) => option.name),
            max,
          ),
        );
        setTyped('');
      }}
      inputValue={typed}
      onInputChange={(_, text, reason) => {
        if (reason !== 'reset') setTyped(text);
      }}
      filterSelectedOptions
      {...optionProps}
      noOptionsText={
        full
          ? intl.formatMessage(tagPickerMessages.atMost, { max })
          : intl.formatMessage(
              mayAdd || !typed.trim() ? tagPickerMessages.noMatch : tagPickerMessages.notListed,
            )
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={full ? undefined : intl.formatMessage(tagPickerMessages.search)}
          autoFocus={autoFocus}
          error={Boolean(error)}
          helperText={helper ?? intl.formatMessage(counterMessage, { count: value.length, max })}
        />
      )}
    />
  );
}
