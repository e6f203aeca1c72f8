import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Credential } from '@atrium/contract';
import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { c13sKey } from '../../api/c13s';
import { download } from '../../api/download';
import { http } from '../../api/http';
import { attachmentsPath, CREDENTIALS_MODULE, CREDENTIALS_OBJECT, uploadAttachment } from './credentialsApi';
import { credentialsMessages } from './credentialsMessages';

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} kB` : `${(bytes / 1048576).toFixed(1)} MB`;

/** The credential's files: download for everyone, upload and remove for its editors. */
export function AttachmentsSection({ credential, editable }: { credential: Credential; editable: boolean }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: [...c13sKey(CREDENTIALS_MODULE, CREDENTIALS_OBJECT)] });
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      await refresh();
    } catch {
      // The http client has shown why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        <FormattedMessage {...credentialsMessages.files} />
      </Typography>
      {credential.attachments.length === 0 && (
        <Typography color="text.secondary">
          <FormattedMessage {...credentialsMessages.noFiles} />
        </Typography>
      )}
      <List dense>
        {credential.attachments.map((file) => (
          <ListItem
            key={file.id}
            secondaryAction={
              <Stack direction="row" spacing={1}>
                <Button
                  onClick={() =>
                    void download(attachmentsPath(credential.id, file.id), { fallbackName: file.file_name })
                  }
                >
                  <FormattedMessage {...credentialsMessages.download} />
                </Button>
                {editable && (
                  <Button
                    color="error"
                    disabled={busy}
                    onClick={() => run(() => http.del(attachmentsPath(credential.id, file.id)))}
                  >
                    <FormattedMessage {...credentialsMessages.removeFile} />
                  </Button>
                )}
              </Stack>
            }
          >
            <ListItemText primary={file.file_name} secondary={sizeText(file.size)} />
          </ListItem>
        ))}
      </List>
      {editable && (
        <>
          <input
            ref={input}
            type="file"
            hidden
            accept=".pdf,.pptx,.docx,.xlsx"
            aria-label="file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void run(() => uploadAttachment(credential.id, file));
            }}
          />
          <Button
            variant="outlined"
            sx={{ alignSelf: 'start' }}
            loading={busy}
            onClick={() => input.current?.click()}
          >
            <FormattedMessage {...credentialsMessages.upload} />
          </Button>
        </>
      )}
    </Stack>
  );
}
