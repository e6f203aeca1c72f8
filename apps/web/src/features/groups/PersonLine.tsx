import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PersonRef } from '@atrium/contract';
import { PersonAvatar } from '../../layout/PersonAvatar';

type Props = { person: PersonRef; detail?: string | null };

/** A person in a list: picture or initials, name, and their job title or another detail. */
export function PersonLine({ person, detail = person.job_title }: Props) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <PersonAvatar person={person} decorative />
      <div style={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {person.first_name} {person.last_name}
        </Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {detail}
          </Typography>
        )}
      </div>
    </Stack>
  );
}
