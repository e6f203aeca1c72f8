import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Props = {
  /** The record's name: the page's heading. */
  title: ReactNode;
  /** A distinction shown beside it (a top credential or solution), when there is one. */
  badge?: ReactNode;
  /** The buttons of what the viewer may do with the record. */
  actions?: ReactNode;
};

/** The top of a record's page: its name as the page's heading, a badge, and its actions. */
export function RecordHeader({ title, badge, actions }: Props) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      {badge && <Chip color="secondary" label={badge} />}
      {actions}
    </Stack>
  );
}
