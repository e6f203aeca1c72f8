import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import { FormattedMessage } from 'react-intl';
import { profileMessages } from './profileMessages';

type Props = {
  items: readonly string[];
  label: string;
  color?: 'primary' | 'secondary' | 'default';
  /** Items that carry a mark (skills one can mentor in), and what the mark says. */
  marked?: { items: readonly string[]; label: string };
  /** Shows nothing at all, rather than "none yet", when the list is empty. */
  hideWhenEmpty?: boolean;
  /** Words after an item (a skill's years of practice), if any. */
  detail?: (item: string) => string | undefined;
};

/** A labelled list of short items (skills, certificates…) as chips; says so when there is none. */
export function ChipList({ items, label, color = 'default', marked, hideWhenEmpty = false, detail }: Props) {
  if (hideWhenEmpty && items.length === 0) return null;
  const isMarked = (item: string) =>
    marked?.items.some((each) => each.toLocaleLowerCase() === item.toLocaleLowerCase());
  return (
    <Stack spacing={0.75}>
      <Typography variant="subtitle2" component="h3" color="text.secondary">
        {label}
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          <FormattedMessage {...profileMessages.noneYet} />
        </Typography>
      ) : (
        <Stack
          component="ul"
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0 }}
        >
          {items.map((item) => (
            <li key={item}>
              <Chip
                label={detail?.(item) ? `${item} · ${detail(item)}` : item}
                size="small"
                color={color}
                variant={color === 'default' ? 'outlined' : 'filled'}
                {...(marked &&
                  isMarked(item) && {
                    icon: <SchoolOutlinedIcon aria-hidden />,
                    'aria-label': [item, detail?.(item), marked.label].filter(Boolean).join(', '),
                  })}
              />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
