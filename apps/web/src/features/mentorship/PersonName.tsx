import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { PersonRef } from '@atrium/contract';
import { Link as RouterLink } from 'react-router';
import { PersonAvatar } from '../../layout/PersonAvatar';
import { profilePath } from '../../layout/peoplePaths';

/** A person's avatar and name, the name a link to their profile. */
export function PersonName({ person, size = 32 }: { person: PersonRef; size?: number }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <PersonAvatar person={person} size={size} decorative />
      <Link component={RouterLink} to={profilePath(person.id)}>
        {person.first_name} {person.last_name}
      </Link>
    </Stack>
  );
}
