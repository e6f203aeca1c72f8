import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import { keepPreviousData } from '@tanstack/react-query';
import { tagsObject, type TagType } from '@atrium/contract';
import { counterMessage } from './FormTextField';
import { useIntl } from 'react-intl';
import { useSearch } from '../api/queries';
import { useSearchText } from './searchPause';
import { tagPickerMessages } from './tagPickerMessages';
import { tagOptions, withinMax, type TagOption } from './tagOptions';

const SUGGESTIONS = 20;

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
 * is offered as a new item (the server adds it to the list once a profile uses it).
 */
export function TagPicker({ type, label, value, onChange, max, error, autoFocus }: Props) {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const q = useSearchText(typed);

  const full = value.length >= max;
  const tags = useSearch(
    tagsObject,
    { type, q, size: SUGGESTIONS },
    { enabled: open && !full, placeholderData: keepPreviousData, notifyError: false },
  );
  // Until the search has caught up with the typing, the last answer narrowed down stands in, and
  // no new item is offered: the tag may well exist.
  const settled = q === typed.trim() && !tags.isFetching;
  const names = tags.data?.data.map((tag) => tag.name) ?? [];
  const lowered = typed.trim().toLocaleLowerCase();
  const suggestions = settled ? names : names.filter((name) => name.toLocaleLowerCase().includes(lowered));
  const options = tagOptions({ suggestions, chosen: value, typed: settled ? typed : '', max });
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
      filterOptions={(found) => found}
      filterSelectedOptions
      isOptionEqualToValue={(option, chosen) =>
        option.name.toLocaleLowerCase() === chosen.name.toLocaleLowerCase()
      }
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => `${option.isNew ? 'new:' : ''}${option.name}`}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {option.isNew ? (
            <>
              <AddCircleOutlineIcon fontSize="small" sx={{ mr: 1 }} aria-hidden />
              {intl.formatMessage(tagPickerMessages.addNew, { name: option.name })}
            </>
          ) : (
            option.name
          )}
        </li>
      )}
      loading={tags.isFetching && options.length === 0}
      loadingText={intl.formatMessage(tagPickerMessages.loading)}
      noOptionsText={
        full
          ? intl.formatMessage(tagPickerMessages.atMost, { max })
          : intl.formatMessage(tagPickerMessages.noMatch)
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
