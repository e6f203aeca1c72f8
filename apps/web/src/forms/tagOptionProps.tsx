import type { HTMLAttributes, Key } from 'react';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import { useIntl } from 'react-intl';
import { tagPickerMessages } from './tagPickerMessages';
import type { TagOption } from './tagOptions';

const sameName = (a: TagOption, b: TagOption) => a.name.toLocaleLowerCase() === b.name.toLocaleLowerCase();

/**
 * What a tag field (one value, `TagSelect`, or several, `TagPicker`) tells its Autocomplete about
 * the options: they come filtered by the server, compare by name whatever the case, and the typed
 * text offered as a new item says so.
 */
export function useTagOptionProps({ searching, count }: { searching: boolean; count: number }) {
  const intl = useIntl();
  return {
    filterOptions: (found: TagOption[]) => found,
    isOptionEqualToValue: sameName,
    getOptionLabel: (option: TagOption) => option.name,
    getOptionKey: (option: TagOption) => `${option.isNew ? 'new:' : ''}${option.name}`,
    renderOption: ({ key, ...props }: HTMLAttributes<HTMLLIElement> & { key: Key }, option: TagOption) => (
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
    ),
    loading: searching && count === 0,
    loadingText: intl.formatMessage(tagPickerMessages.loading),
  };
}
