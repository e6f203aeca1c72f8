import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { toolboxMessages } from './toolboxMessages';

type ChecklistItem = { key: string; label: string; reasons?: readonly string[] };

/** Checkboxes of one kind of item; an item's reasons (the need's terms it practised) describe its box. */
export function SelectionChecklist({
  legend,
  items,
  chosen,
  onToggle,
}: {
  legend: string;
  items: ChecklistItem[];
  chosen: Set<string>;
  onToggle: (key: string) => void;
}) {
  const intl = useIntl();
  const prefix = useId();
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">{legend}</FormLabel>
      <FormGroup>
        {items.map((item, index) => {
          const reasonId = item.reasons?.length ? `${prefix}-${index}` : undefined;
          return (
            <div key={item.key}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={chosen.has(item.key)}
                    onChange={() => onToggle(item.key)}
                    slotProps={{ input: { 'aria-describedby': reasonId } }}
                  />
                }
                label={item.label}
              />
              {reasonId && (
                <Typography id={reasonId} variant="body2" color="text.secondary" sx={{ ml: 4, mt: -0.75 }}>
                  {intl.formatMessage(toolboxMessages.relevantFor, {
                    terms: intl.formatList(item.reasons ?? [], { type: 'unit', style: 'short' }),
                  })}
                </Typography>
              )}
            </div>
          );
        })}
      </FormGroup>
    </FormControl>
  );
}
