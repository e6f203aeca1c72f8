import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { Upload } from './useUpload';

const messages = {
  uploading: defineMessage<{ name: string }>({
    id: 'forms.upload.progress',
    defaultMessage: 'Uploading {name}',
  }),
  ...defineMessages({ cancel: { id: 'forms.upload.cancel', defaultMessage: 'Cancel upload' } }),
};

type Props = { upload: Pick<Upload, 'progress' | 'name' | 'cancel'> };

/**
 * While a file is being sent: how much has gone (a bar and its percentage) and the button that
 * cancels it. Nothing otherwise.
 */
export function UploadProgress({ upload: { progress, name, cancel } }: Props) {
  const intl = useIntl();
  if (progress === undefined) return null;
  const percent = intl.formatNumber(progress, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={Math.round(progress * 100)}
        aria-label={intl.formatMessage(messages.uploading, { name })}
        aria-valuetext={percent}
        sx={{ flex: 1 }}
      />
      <Typography variant="body2" color="text.secondary" aria-hidden sx={{ minWidth: '4ch' }}>
        {percent}
      </Typography>
      <Button size="small" onClick={cancel}>
        <FormattedMessage {...messages.cancel} />
      </Button>
    </Stack>
  );
}
