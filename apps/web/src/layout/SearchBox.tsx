import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import { alpha } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { layoutMessages } from './layoutMessages';
import { useTypedBeforeTakeover } from '../takeover/useTypedBeforeTakeover';

type Props = {
  /** Takes the focus when shown (the phone's search, opened from its icon). */
  autoFocus?: boolean;
  /** Called once the search is sent (the phone's search closes). */
  onSearched?: () => void;
};

/** People search from anywhere: Enter opens Who's who with the text. */
export function SearchBox({ autoFocus = false, onSearched }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const field = useTypedBeforeTakeover(text, setText);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    void navigate(query ? `/who-s-who?q=${encodeURIComponent(query)}` : '/who-s-who');
    onSearched?.();
  };

  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        borderRadius: 1,
        width: '100%',
        maxWidth: { sm: 280, md: 360 },
        minWidth: 0,
        backgroundColor: alpha(theme.palette.text.primary, 0.06),
        '&:focus-within': { outline: `2px solid ${theme.palette.primary.main}` },
      })}
    >
      <SearchIcon fontSize="small" aria-hidden />
      <InputBase
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={intl.formatMessage(layoutMessages.searchPlaceholder)}
        autoFocus={autoFocus}
        inputRef={field}
        // 40 px high: a comfortable target for a thumb as for a pointer.
        sx={{ flex: 1, minWidth: 0, py: 0.5, minHeight: 40 }}
        inputProps={{ 'aria-label': intl.formatMessage(layoutMessages.searchLabel), enterKeyHint: 'search' }}
      />
    </Box>
  );
}
