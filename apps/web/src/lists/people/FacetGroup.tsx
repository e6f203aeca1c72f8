import { useId, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { peopleSearchMessages } from './peopleSearchMessages';

const SHOWN_FIRST = 6;
/** A small checkbox's row: its 20 px icon and 9 px of padding above and below. */
const CHECKBOX_ROW_HEIGHT = 38;
/** A small text button: 13 px text at line height 1.75 and 4 px of padding above and below. */
const SMALL_BUTTON_HEIGHT = 31;
/** One placeholder per value shown first (`SHOWN_FIRST`), of uneven widths as labels are. */
const SKELETON_WIDTHS = ['70%', '55%', '62%', '48%', '66%', '52%'];

type Props = {
  title: ReactNode;
  /** Value → how many match, most first (`…/cardinalities`); undefined while loading. */
  counts: Record<string, number> | undefined;
  selected: readonly string[];
  onToggle: (value: string) => void;
  label?: (value: string) => string;
};

/** One facet as a group of checkboxes with counts; chosen values stay shown even at zero. */
export function FacetGroup({ title, counts, selected, onToggle, label = (value) => value }: Props) {
  const intl = useIntl();
  const titleId = useId();
  const [expanded, setExpanded] = useState(false);
  // Values keep their place (most frequent first) when chosen, so focus stays where it was; a
  // chosen value beyond the first few, or no longer counted, shows too.
  const values = Object.keys(counts ?? {});
  const all = [...values, ...selected.filter((value) => !values.includes(value))];
  const shown = expanded
    ? all
    : all.filter((value, index) => index < SHOWN_FIRST || selected.includes(value));

  return (
    <Stack component="fieldset" aria-labelledby={titleId} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography id={titleId} variant="overline" component="legend" sx={{ lineHeight: 2 }}>
        {title}
      </Typography>
      {counts === undefined && selected.length === 0 ? (
        // As tall as the checkboxes and the "show all" button it stands for, so the facets below
        // stay where they are when the counts arrive.
        <Stack aria-hidden>
          {SKELETON_WIDTHS.map((width, index) => (
            <Skeleton key={index} width={width} height={CHECKBOX_ROW_HEIGHT} />
          ))}
          <Skeleton width="30%" height={SMALL_BUTTON_HEIGHT} />
        </Stack>
      ) : shown.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage {...peopleSearchMessages.noValues} />
        </Typography>
      ) : (
        <FormGroup>
          {shown.map((value) => (
            <FormControlLabel
              key={value}
              control={
                <Checkbox size="small" checked={selected.includes(value)} onChange={() => onToggle(value)} />
              }
              label={intl.formatMessage(peopleSearchMessages.facetValue, {
                label: label(value),
                count: counts?.[value] ?? 0,
              })}
              slotProps={{ typography: { variant: 'body2', sx: { wordBreak: 'break-word' } } }}
              sx={{ mr: 0 }}
            />
          ))}
        </FormGroup>
      )}
      {all.length > SHOWN_FIRST && (
        <Button
          size="small"
          onClick={() => setExpanded(!expanded)}
          aria-expanded={expanded}
          sx={{ alignSelf: 'flex-start' }}
        >
          {expanded ? (
            <FormattedMessage {...peopleSearchMessages.showFewer} />
          ) : (
            <FormattedMessage {...peopleSearchMessages.showAll} values={{ count: all.length }} />
          )}
        </Button>
      )}
    </Stack>
  );
}
