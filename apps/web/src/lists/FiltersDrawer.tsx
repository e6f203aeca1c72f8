import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import FilterListIcon from '@mui/icons-material/FilterList';
import { FormattedMessage, useIntl } from 'react-intl';
import { filtersMessages } from './filtersMessages';
import { useScreenWidth } from '../layout/useScreenWidth';

type Props = {
  /** How many choices the filters hold now, shown on the button. */
  activeCount: number;
  /** The filters: facets, pickers, switches. */
  children: ReactNode;
};

/**
 * A list's filters where the screen has room for them beside the results; on a narrow screen,
 * where they would stack thousands of pixels above or below the results, a "Filters (n)" button
 * opening them in a sheet from the bottom. The sheet's filters apply at once, as beside the
 * results; its content is drawn only while it is open, so a phone asks for no facet counts
 * until they are looked at.
 */
export function FiltersDrawer({ activeCount, children }: Props) {
  const intl = useIntl();
  const titleId = useId();
  const narrow = useScreenWidth('down', 'md');
  const [open, setOpen] = useState(false);
  if (!narrow) return children;
  const close = () => setOpen(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FilterListIcon />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
      >
        <FormattedMessage {...filtersMessages.open} values={{ count: activeCount }} />
      </Button>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={close}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { maxHeight: '85vh', borderTopLeftRadius: 12, borderTopRightRadius: 12 },
          },
        }}
      >
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            px: 2,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
            position: 'sticky',
            top: 0,
            bgcolor: 'background.paper',
            zIndex: 1,
          }}
        >
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
            <FormattedMessage {...filtersMessages.open} values={{ count: activeCount }} />
          </Typography>
          <IconButton onClick={close} aria-label={intl.formatMessage(filtersMessages.close)}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Box sx={{ p: 2 }}>{children}</Box>
        <Box
          sx={{
            p: 2,
            borderTop: 1,
            borderColor: 'divider',
            position: 'sticky',
            bottom: 0,
            bgcolor: 'background.paper',
          }}
        >
          <Button variant="contained" fullWidth onClick={close}>
            <FormattedMessage {...filtersMessages.showResults} />
          </Button>
        </Box>
      </Drawer>
    </>
  );
}
