import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The shape of a card while results load. */
export function PersonCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ p: 2, height: '100%' }} aria-hidden>
      <Stack direction="row" spacing={2}>
        <Skeleton variant="circular" width={56} height={56} />
        <Stack sx={{ flex: 1 }}>
          <Skeleton width="60%" />
          <Skeleton width="80%" />
          <Skeleton width="45%" />
          <Stack direction="row" spacing={0.5} sx={{ pt: 0.5 }}>
            <Skeleton variant="rounded" width={56} height={24} />
            <Skeleton variant="rounded" width={48} height={24} />
          </Stack>
        </Stack>
      </Stack>
    </Card>
  );
}
