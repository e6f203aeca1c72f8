import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchIcon from '@mui/icons-material/Search';
import { useIntl } from 'react-intl';
import { layoutMessages } from './layoutMessages';
import { SearchBox } from './SearchBox';
import { useScreenWidth } from './useScreenWidth';

/**
 * The header's people search. Beside the logo, the language, theme, bell and avatar, a phone's
 * header leaves the box one letter wide: there an icon opens it over the whole header, full width,
 * with a back arrow (or Esc) to close it; a wider screen shows the box itself.
 */
export function HeaderSearch() {
  const intl = useIntl();
  const phone = useScreenWidth('down', 'sm');
  const [open, setOpen] = useState(false);
  if (!phone) return <SearchBox />;
  if (!open) {
    return (
      <IconButton
        color="inherit"
        onClick={() => setOpen(true)}
        aria-label={intl.formatMessage(layoutMessages.searchLabel)}
        aria-expanded={false}
        sx={{ ml: 'auto' }}
      >
        <SearchIcon />
      </IconButton>
    );
  }
  return (
    <Box
      // Over the header's other buttons, which come back once it closes, and over their badges
      // (MUI's badge sits at z-index 1: the unread count covered the search, issue 47).
      data-testid="header-search-open"
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 2,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        bgcolor: 'background.paper',
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <IconButton
        color="inherit"
        onClick={() => setOpen(false)}
        aria-label={intl.formatMessage(layoutMessages.closeSearch)}
      >
        <ArrowBackIcon />
      </IconButton>
      <SearchBox autoFocus onSearched={() => setOpen(false)} />
    </Box>
  );
}
