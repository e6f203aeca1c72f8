import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PersonRef } from '@atrium/contract';
import { Link as RouterLink } from 'react-router';
import { PersonAvatar } from '../../layout/PersonAvatar';
import { profilePath } from '../../layout/peoplePaths';

type Props = {
  person: PersonRef;
  detail?: string | null;
  /** The name links to the person's profile (a page's list; not a picker's option). */
  linked?: boolean;
};

/** A person in a list: picture or initials, name, and their job title or another detail. */
export function PersonLine({ person, detail = person.job_title, linked = false }: Props) {
  const name = `${person.first_name} ${person.last_name}`;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <PersonAvatar person={person} decorative />
      <div style={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {linked ? (
            <Link component={RouterLink} to={profilePath(person.id)}>
              {name}
            </Link>
          ) : (
            name
          )}
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
