import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LanguageSwitch } from '../../layout/LanguageSwitch';

/** The frame of the sign-in screens: the name, a card, the language switch. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}
    >
      <Box sx={{ position: 'fixed', top: 16, right: 16 }}>
        <LanguageSwitch />
      </Box>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 3 }}>
          <Box aria-hidden sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: 'primary.main' }} />
          <Typography component="span" sx={{ fontWeight: 800, fontSize: 24, letterSpacing: 0.5 }}>
            Atrium
          </Typography>
        </Stack>
        {children}
      </Paper>
    </Box>
  );
}
