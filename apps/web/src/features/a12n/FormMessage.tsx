import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

type Props = { severity: 'success' | 'error'; children: ReactNode };

/**
 * The outcome of a sign-in form, announced to screen readers. A plain box rather than MUI's
 * Alert, whose icons and slots would weigh on the first page anyone loads.
 */
export function FormMessage({ severity, children }: Props) {
  return (
    <Box
      role={severity === 'error' ? 'alert' : 'status'}
      sx={{
        px: 2,
        py: 1.5,
        borderRadius: 1,
        borderLeft: 4,
        borderColor: `${severity}.main`,
        bgcolor: 'action.hover',
        color: 'text.primary',
      }}
    >
      {children}
    </Box>
  );
}
