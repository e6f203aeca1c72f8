import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { isHttpError } from '../api/HttpError';
import { LoadFailedAlert } from './LoadFailedAlert';

type Props = {
  /** The record's failed query: why it failed, and how to ask again. */
  query: { error: unknown; refetch: () => unknown };
  /** "This credential does not exist or was deleted.", in the record's own words. */
  notFound: MessageDescriptor;
  /** The way back to the list. */
  back: ReactNode;
};

/**
 * What a detail page shows for a record it could not get, instead of spinning: not found when the
 * server says so (404, or 400 for an address whose id is not one), else a retry.
 */
export function RecordUnavailable({ query, notFound, back }: Props) {
  const { error } = query;
  const missing = isHttpError(error) && (error.status === 404 || error.status === 400);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {missing ? (
        <Alert severity="info">
          <FormattedMessage {...notFound} />
        </Alert>
      ) : (
        <LoadFailedAlert onRetry={() => void query.refetch()} />
      )}
      {back}
    </Stack>
  );
}
