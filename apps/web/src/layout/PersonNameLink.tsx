import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PersonRef } from '@atrium/contract';
import { Link as RouterLink } from 'react-router';
import { profilePath } from './peoplePaths';

type Props = {
  person: Pick<PersonRef, 'id' | 'first_name' | 'last_name' | 'job_title'>;
  /** A bolder name, where it heads a card. */
  strong?: boolean;
  /** More lines under the job title (a business unit). */
  children?: ReactNode;
};

/** A person's name, a link to their profile, with their job title under it when they gave one. */
export function PersonNameLink({ person, strong = false, children }: Props) {
  return (
    <>
      <Link component={RouterLink} to={profilePath(person.id)} sx={strong ? { fontWeight: 600 } : undefined}>
        {person.first_name} {person.last_name}
      </Link>
      {person.job_title && (
        <Typography variant="body2" color="text.secondary">
          {person.job_title}
        </Typography>
      )}
      {children}
    </>
  );
}
