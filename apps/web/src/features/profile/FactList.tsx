import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { commonMessages } from './peopleMessages';

type Props = { facts: readonly { label: string; value: ReactNode }[] };

/** Label and value pairs as a description list; an empty value reads 'Not specified'. */
export function FactList({ facts }: Props) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1 },
        m: 0,
      }}
    >
      {facts.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
            {value === null || value === undefined || value === '' ? (
              <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
                <FormattedMessage {...commonMessages.notSpecified} />
              </Box>
            ) : (
              value
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
