import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { COMPLETION_FIELDS, COMPLETION_WEIGHT_MAX, type CompletionField } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldMessages } from '../../i18n/fieldMessages';
import { completionMessages } from './completionMessages';

const WEIGHTS = Array.from({ length: COMPLETION_WEIGHT_MAX }, (_, index) => index + 1);

type FieldWeight = { field: CompletionField; weight: number };
type Props = { value: FieldWeight[]; onChange: (next: FieldWeight[]) => void; invalid: boolean };

/** Each profile field: asked or not, and if asked, how much it weighs (1–10). */
export function FieldWeights({ value, onChange, invalid }: Props) {
  const intl = useIntl();
  const weights = new Map(value.map(({ field, weight }) => [field, weight]));
  // In the contract's order: the missing fields read in the same order for everyone.
  const set = (field: CompletionField, weight: number | undefined) => {
    const next = new Map(weights);
    if (weight === undefined) next.delete(field);
    else next.set(field, weight);
    onChange(
      COMPLETION_FIELDS.filter((name) => next.has(name)).map((name) => ({
        field: name,
        weight: next.get(name)!,
      })),
    );
  };
  return (
    <FormControl component="fieldset" error={invalid}>
      <FormLabel component="legend" required>
        <FormattedMessage {...completionMessages.fields} />
      </FormLabel>
      <Stack>
        {COMPLETION_FIELDS.map((field) => {
          const name = intl.formatMessage(fieldMessages[field]);
          const weight = weights.get(field);
          return (
            <Stack
              key={field}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', justifyContent: 'space-between' }}
            >
              <FormControlLabel
                control={
                  <Checkbox
                    checked={weight !== undefined}
                    onChange={(_, checked) => set(field, checked ? 1 : undefined)}
                  />
                }
                label={name}
              />
              <TextField
                select
                size="small"
                value={weight ?? ''}
                disabled={weight === undefined}
                onChange={(event) => set(field, Number(event.target.value))}
                slotProps={{
                  htmlInput: { 'aria-label': intl.formatMessage(completionMessages.weight, { field: name }) },
                }}
                sx={{ width: 80 }}
              >
                {WEIGHTS.map((option) => (
                  <MenuItem key={option} value={option}>
                    ×{option}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          );
        })}
      </Stack>
      {invalid && (
        <FormHelperText>
          <FormattedMessage {...completionMessages.fieldsRequired} />
        </FormHelperText>
      )}
    </FormControl>
  );
}
