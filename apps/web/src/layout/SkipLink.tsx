import Link from '@mui/material/Link';
import { FormattedMessage } from 'react-intl';
import { layoutMessages } from './layoutMessages';

/**
 * The first stop of the Tab key on every signed-in page: straight to the content, past the header
 * and the menu (WCAG 2.4.1). Out of sight until it has the focus.
 */
export function SkipLink() {
  return (
    <Link
      href="#main"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById('main')?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        '&:focus': { top: 8 },
      }}
    >
      <FormattedMessage {...layoutMessages.skipToContent} />
    </Link>
  );
}
