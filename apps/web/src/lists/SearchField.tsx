import { useEffect, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { afterSearchPause } from '../forms/searchPause';

type Props = {
  label: string;
  /** The text searched for now (from the address). */
  value: string;
  /** Called once typing pauses, or at once on Enter. */
  onSearch: (text: string) => void;
};

/** A search box that searches as one types, and follows the address when it changes elsewhere. */
export function SearchField({ label, value, onSearch }: Props) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The header's search box, or the browser's back button, changed the text: show theirs.
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return undefined;
    return afterSearchPause(() => onSearch(text.trim()));
  }, [text, value, onSearch]);

  return (
    <TextField
      type="search"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSearch(text.trim());
      }}
      fullWidth
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
        htmlInput: { enterKeyHint: 'search', maxLength: 200 },
      }}
    />
  );
}
