import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';
import type { PersonRef } from '@atrium/contract';
import { THUMBNAIL_SIDE, usePersonPictureUrl } from './personPicture';

export type AvatarPerson = Pick<PersonRef, 'id' | 'first_name' | 'last_name' | 'has_picture'> &
  Partial<Pick<PersonRef, 'picture_version'>>;

type Props = {
  person: AvatarPerson;
  /** Width and height in pixels (default 40). */
  size?: number;
  /** True when the name is written beside it: screen readers then skip the picture. */
  decorative?: boolean;
  sx?: SxProps<Theme>;
};

/** 'Émilie van Dijk' → 'ÉV'. */
export const personInitials = (person: Pick<PersonRef, 'first_name' | 'last_name'>): string =>
  `${person.first_name.trim().charAt(0)}${person.last_name.trim().charAt(0)}`.toLocaleUpperCase();

/**
 * A person's picture when they have one, their initials otherwise: up to 96 px its thumbnail
 * (`GET …/cv_library/users/{id}/picture/thumbnail`, a few KB, cached for a year under the
 * person's `picture_version`), larger the 512 px picture. SPEC.md §4 and §8: a picture that fails to load counts as no picture, and is not
 * asked for again until it changes.
 */
export function PersonAvatar({ person, size = 40, decorative = false, sx }: Props) {
  const url = usePersonPictureUrl(person.id, size <= THUMBNAIL_SIDE, person.picture_version);
  const [failedUrl, setFailedUrl] = useState<string>();
  const showPicture = person.has_picture && failedUrl !== url;
  const name = `${person.first_name} ${person.last_name}`;
  return (
    <Avatar
      src={showPicture ? url : undefined}
      alt={decorative ? '' : name}
      aria-hidden={decorative || undefined}
      role={decorative || showPicture ? undefined : 'img'}
      aria-label={decorative || showPicture ? undefined : name}
      slotProps={{ img: { loading: 'lazy', onError: () => setFailedUrl(url) } }}
      sx={[
        {
          width: size,
          height: size,
          fontSize: Math.round(size * 0.4),
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {personInitials(person)}
    </Avatar>
  );
}
