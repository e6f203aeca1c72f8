import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@atrium/contract';
import { useIntl } from 'react-intl';
import { auditMessages, changeValueText, fieldLabel } from './auditLabels';

/** An entry's changes, field by field: `field: before → after`, in words and names, never codes or ids. */
export function ChangeList({ entry }: { entry: Pick<AuditEntry, 'object' | 'changes' | 'names'> }) {
  const intl = useIntl();
  const fields = Object.entries(entry.changes);
  if (fields.length === 0) return null;
  const text = (field: string, value: unknown) =>
    changeValueText(value, { object: entry.object, field, names: entry.names, intl }) ??
    intl.formatMessage(auditMessages.none);
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
            {`${text(field, before)} → ${text(field, after)}`}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
