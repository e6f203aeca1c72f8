import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FieldChange } from '@atrium/contract';
import { useIntl } from 'react-intl';
import { auditMessages, changeValueText, fieldLabel } from './auditLabels';

/** An entry's changes, field by field: `field: before → after`. */
export function ChangeList({ changes }: { changes: Record<string, FieldChange> }) {
  const intl = useIntl();
  const text = (value: unknown) => changeValueText(value) ?? intl.formatMessage(auditMessages.none);
  const fields = Object.entries(changes);
  if (fields.length === 0) return null;
  return (
    <Box
      component="dl"
      aria-label={intl.formatMessage(auditMessages.changes)}
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 1.5, rowGap: 0.25 }}
    >
      {fields.map(([field, { before, after }]) => (
        <Box key={field} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {fieldLabel(field)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {`${text(before)} → ${text(after)}`}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
