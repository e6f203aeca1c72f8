import Box from '@mui/material/Box';
import type { WallPicture } from '@atrium/contract';
import { useIntl } from 'react-intl';
import { wallPictureUrl } from './wallApi';
import { wallMessages } from './wallMessages';

/** A post's pictures in a grid, each opening full size in a new tab. */
export function PostPictures({ pictures }: { pictures: WallPicture[] }) {
  const intl = useIntl();
  if (pictures.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: pictures.length === 1 ? '1fr' : '1fr 1fr' }}>
      {pictures.map((picture, index) => (
        <a key={picture.id} href={wallPictureUrl(picture.id)} target="_blank" rel="noopener noreferrer">
          <Box
            component="img"
            src={wallPictureUrl(picture.id)}
            alt={intl.formatMessage(wallMessages.pictureAlt, { index: index + 1, count: pictures.length })}
            loading="lazy"
            width={picture.width}
            height={picture.height}
            sx={{
              width: '100%',
              height: 'auto',
              maxHeight: 360,
              objectFit: 'cover',
              borderRadius: 1,
              display: 'block',
            }}
          />
        </a>
      ))}
    </Box>
  );
}
