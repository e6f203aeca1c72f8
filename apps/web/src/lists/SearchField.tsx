import { useEffect, useRef, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { afterSearchPause } from '../forms/searchPause';
import { useTypedBeforeTakeover } from '../takeover/useTypedBeforeTakeover';

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
  const field = useTypedBeforeTakeover(text, setText);
  // The header's search box, or the browser's back button, changed the text: show theirs.
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }

  const pending = useRef<() => void>(undefined);
  useEffect(() => {
    if (text.trim() === value) return undefined;
    pending.current = afterSearchPause(() => onSearch(text.trim()));
    return pending.current;
  }, [text, value, onSearch]);

  /**
   * Searches now rather than at the pause. On leaving the box too: a result tapped while typing
   * paused opens, and the search still pending would otherwise land after it, in the address of
   * the list, and bring the person back to the list (seen on a slowed phone).
   */
  const searchNow = (evenUnchanged: boolean) => {
    pending.current?.();
    if (evenUnchanged || text.trim() !== value) onSearch(text.trim());
  };

  return (
    <TextField
      type="search"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => searchNow(false)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') searchNow(true);
      }}
      fullWidth
      inputRef={field}
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
