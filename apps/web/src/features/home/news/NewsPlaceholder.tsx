import Box from '@mui/material/Box';
import { Spinner } from '../../../layout/Spinner';

/**
 * Where the home's news cards will be, while they load: about the height of four cards (one column
 * on a phone, two from `sm`), so the wall below starts out of sight and is not pushed down, on
 * screen, when they arrive (a layout shift on every visit otherwise).
 */
export function NewsPlaceholder() {
  return (
    <Box sx={{ minHeight: { xs: 4 * 260, sm: 2 * 300 } }}>
      <Spinner />
    </Box>
  );
}
