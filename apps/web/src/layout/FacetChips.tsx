import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { defineMessages, FormattedMessage, FormattedNumber } from 'react-intl';

const SHOWN_MAX = 12;

/** The values a facet shows as chips: the most frequent, then any chosen one beyond them. */
export function facetValuesShown(counts: Record<string, number> = {}, selected: readonly string[]): string[] {
  const values = Object.keys(counts).slice(0, SHOWN_MAX);
  for (const value of selected) if (!values.includes(value)) values.push(value);
  return values;
}

type Props = {
  title: ReactNode;
  /** Value → how many records have it, under the other filters (`…/cardinalities`). */
  counts: Record<string, number> | undefined;
  selected: readonly string[];
  onToggle: (value: string) => void;
  renderLabel?: (value: string) => ReactNode;
};

const yesNo = defineMessages({
  true: { id: 'facets.true', defaultMessage: 'Yes' },
  false: { id: 'facets.false', defaultMessage: 'No' },
});

/** A value as stored, but a yes/no filter's in the reader's words (it read 'true' and 'false'). */
const storedValue = (value: string): ReactNode =>
  value === 'true' || value === 'false' ? <FormattedMessage {...yesNo[value]} /> : value;

/** One facet as chips, most frequent first; a chosen value stays shown even at zero. */
export function FacetChips({ title, counts = {}, selected, onToggle, renderLabel = storedValue }: Props) {
  const values = facetValuesShown(counts, selected);
  if (values.length === 0) return null;
  return (
    <Stack spacing={0.5}>
      <Typography variant="overline" component="h3">
        {title}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
        {values.map((value) => (
          <Chip
            key={value}
            size="small"
            label={
              <>
                {renderLabel(value)} (<FormattedNumber value={counts[value] ?? 0} />)
              </>
            }
            color={selected.includes(value) ? 'primary' : 'default'}
            variant={selected.includes(value) ? 'filled' : 'outlined'}
            onClick={() => onToggle(value)}
            aria-pressed={selected.includes(value)}
          />
        ))}
      </Stack>
    </Stack>
  );
}
