import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { StaffingAvailability, StaffingAvailabilityWords, StaffingResult } from '@atrium/contract';
import { useIntl } from 'react-intl';
import { toolboxMessages } from './toolboxMessages';

/** Lengths offered, in weeks: two weeks to six months (what the database looks ahead). */
const LENGTHS = [2, 4, 9, 13, 17, 22, 26] as const;
/** Loads offered: one to five days a week. */
const LOADS = [20, 40, 50, 60, 80, 100] as const;
const NOT_SAID = '';

/**
 * The need's start, length and load as understood, each to correct: a change staffs the need
 * again with them. A value read from the need that is not among the choices is offered too; under
 * each, the need's words it was read from.
 */
export function NeedAvailability({
  value,
  words,
  onChange,
}: {
  value: StaffingAvailability;
  words: StaffingAvailabilityWords;
  onChange: (next: StaffingAvailability) => void;
}) {
  const intl = useIntl();
  const readFrom = (read: string | null) =>
    read === null ? undefined : intl.formatMessage(toolboxMessages.readFrom, { words: read });
  const lengths = withValue(LENGTHS, value.weeks);
  const loads = withValue(LOADS, value.load_pct);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <TextField
        type="date"
        size="small"
        label={intl.formatMessage(toolboxMessages.start)}
        value={value.start ?? ''}
        onChange={(event) => onChange({ ...value, start: event.target.value || null })}
        helperText={readFrom(words.start)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        select
        size="small"
        label={intl.formatMessage(toolboxMessages.length)}
        value={value.weeks ?? NOT_SAID}
        onChange={(event) => onChange({ ...value, weeks: numberOrNull(event.target.value) })}
        helperText={readFrom(words.weeks)}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value={NOT_SAID}>{intl.formatMessage(toolboxMessages.notSaid)}</MenuItem>
        {lengths.map((weeks) => (
          <MenuItem key={weeks} value={weeks}>
            {intl.formatMessage(toolboxMessages.weeks, { weeks })}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={intl.formatMessage(toolboxMessages.load)}
        value={value.load_pct ?? NOT_SAID}
        onChange={(event) => onChange({ ...value, load_pct: numberOrNull(event.target.value) })}
        helperText={readFrom(words.load_pct)}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value={NOT_SAID}>{intl.formatMessage(toolboxMessages.notSaid)}</MenuItem>
        {loads.map((pct) => (
          <MenuItem key={pct} value={pct}>
            {intl.formatMessage(toolboxMessages.loadPct, { pct, days: pct / 20 })}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

function withValue(choices: readonly number[], value: number | null): number[] {
  return value === null || choices.includes(value) ? [...choices] : [...choices, value].sort((a, b) => a - b);
}

function numberOrNull(value: unknown): number | null {
  return value === NOT_SAID || value === null ? null : Number(value);
}

/**
 * After a correction the server quotes nothing (the values were given): the words of a value the
 * user left as it was read still say where it came from.
 */
export function wordsStillRead(before: StaffingResult, after: StaffingResult): StaffingAvailabilityWords {
  const kept = (field: keyof StaffingAvailability) =>
    after.availability_words[field] ??
    (before.availability[field] === after.availability[field] ? before.availability_words[field] : null);
  return { start: kept('start'), weeks: kept('weeks'), load_pct: kept('load_pct') };
}
