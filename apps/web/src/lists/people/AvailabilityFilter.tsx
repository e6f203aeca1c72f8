import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { availabilityFilterMessages as facetMessages } from './facetMessages';

const SHARES = [100, 50, 20] as const;
const MONTHS = [1, 2, 3, 6] as const;

type Props = {
  /** `50:2027-03-01:3`, or '' for anyone. */
  value: string;
  onChange: (next: string) => void;
};

/**
 * "Free ≥ N % from <day> for M months": asked once a day is given (the share and months have
 * defaults), cleared with the day. The server counts the weeks in SQL on each person's availability.
 */
export function AvailabilityFilter({ value, onChange }: Props) {
  const intl = useIntl();
  const [pct = '50', from = '', months = '3'] = value ? value.split(':') : [];
  const set = (next: { pct?: string; from?: string; months?: string }) => {
    const day = next.from ?? from;
    onChange(day ? `${next.pct ?? pct}:${day}:${next.months ?? months}` : '');
  };
  return (
    <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        <FormattedMessage {...facetMessages.free} />
      </Typography>
      <TextField
        size="small"
        type="date"
        label={intl.formatMessage(facetMessages.freeFrom)}
        value={from}
        onChange={(event) => set({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Stack direction="row" spacing={1}>
        <TextField
          select
          size="small"
          label={intl.formatMessage(facetMessages.freeShare)}
          value={pct}
          onChange={(event) => set({ pct: event.target.value })}
          sx={{ flex: 1 }}
        >
          {SHARES.map((share) => (
            <MenuItem key={share} value={String(share)}>
              {intl.formatMessage(facetMessages.freeShareValue, { pct: share })}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={intl.formatMessage(facetMessages.freeMonths)}
          value={months}
          onChange={(event) => set({ months: event.target.value })}
          sx={{ flex: 1 }}
        >
          {MONTHS.map((count) => (
            <MenuItem key={count} value={String(count)}>
              {intl.formatMessage(facetMessages.freeMonthsValue, { months: count })}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Stack>
  );
}
