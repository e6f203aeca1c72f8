import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PICTURE_UPLOAD_TYPES } from '@atrium/contract';
import { FormattedMessage } from 'react-intl';
import { UploadProgress } from '../../../forms/UploadProgress';
import { useUpload } from '../../../forms/useUpload';
import { coverUrl, type NewsRecord } from './newsApi';
import { useNewsCover } from './newsCoverApi';
import { newsMessages } from './newsMessages';

/** A saved item's cover: chosen, replaced or removed at once (checked like a profile picture). */
export function NewsCoverField({ news }: { news: NewsRecord | undefined }) {
  const input = useRef<HTMLInputElement>(null);
  const { upload, remove } = useNewsCover(news?.id ?? '');
  const cover = news && coverUrl(news);
  const sending = useUpload();
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        <FormattedMessage {...newsMessages.cover} />
      </Typography>
      {!news ? (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage {...newsMessages.coverLater} />
        </Typography>
      ) : (
        <>
          {cover && <Box component="img" src={cover} alt="" sx={{ maxWidth: 240, borderRadius: 1 }} />}
          <Stack direction="row" spacing={1}>
            <input
              ref={input}
              type="file"
              hidden
              accept={PICTURE_UPLOAD_TYPES.join(',')}
              data-testid="cover-input"
              onChange={(event) => {
                const file = event.target.files?.[0];
                // A cancelled or refused cover leaves the one before; the http client said why.
                if (file)
                  void sending
                    .track(file, (tracking) => upload.mutateAsync({ file, tracking }))
                    .catch(() => undefined);
                event.target.value = '';
              }}
            />
            <Button
              variant="outlined"
              size="small"
              onClick={() => input.current?.click()}
              disabled={upload.isPending}
            >
              <FormattedMessage {...newsMessages.coverAdd} />
            </Button>
            {cover && (
              <Button size="small" onClick={() => remove.mutate()} disabled={remove.isPending}>
                <FormattedMessage {...newsMessages.coverRemove} />
              </Button>
            )}
          </Stack>
          <UploadProgress upload={sending} />
        </>
      )}
    </Stack>
  );
}
