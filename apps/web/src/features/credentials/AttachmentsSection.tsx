import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { credentialsObject, type Attachment, type Credential } from '@atrium/contract';
import { FormattedMessage } from 'react-intl';
import { download } from '../../api/download';
import { http } from '../../api/http';
import { useRefreshAfter } from '../../api/mutations';
import { formatFileSize } from '../../i18n/formatFileSize';
import { useLocale } from '../../i18n/useLocale';
import { UploadProgress } from '../../forms/UploadProgress';
import { useUpload } from '../../forms/useUpload';
import { ConfirmDeleteDialog } from '../../layout/ConfirmDeleteDialog';
import { attachmentsPath, uploadAttachment } from './credentialsApi';
import { credentialsMessages } from './credentialsMessages';

/** How long a removed file stays listed as 'Deleted' before the list is read again. */
const DELETED_SHOWN_MS = 1500;

/**
 * The credential's files: download for everyone, upload and remove for its editors. Removing
 * asks first, shows 'Deleting…', then 'Deleted' (SPEC.md §4) until the list is read again
 * without the file.
 */
export function AttachmentsSection({ credential, editable }: { credential: Credential; editable: boolean }) {
  const refreshAfter = useRefreshAfter();
  const { language } = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const sending = useUpload();
  const [confirming, setConfirming] = useState<Attachment | null>(null);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const refresh = () => refreshAfter('update', credentialsObject);

  const upload = async (file: File) => {
    try {
      await sending.track(file, (tracking) => uploadAttachment(credential.id, file, tracking));
    } catch {
      // Cancelled, the server kept nothing; refused, the http client has shown why.
      return;
    }
    await refresh();
  };

  /** Rejects when the server refuses, so the dialog stays open (the http client has said why). */
  const remove = async (fileId: string) => {
    await http.del(attachmentsPath(credential.id, fileId));
    setRemoved((current) => new Set(current).add(fileId));
    window.setTimeout(() => void refresh(), DELETED_SHOWN_MS);
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
        {credential.attachments.map((file) => {
          const isRemoved = removed.has(file.id);
          return (
            <ListItem
              key={file.id}
              secondaryAction={
                isRemoved ? (
                  <Typography role="status" color="text.secondary">
                    <FormattedMessage {...credentialsMessages.deleted} />
                  </Typography>
                ) : (
                  <Stack direction="row" spacing={1}>
                    <Button
                      onClick={() =>
                        void download(attachmentsPath(credential.id, file.id), {
                          fallbackName: file.file_name,
                        })
                      }
                    >
                      <FormattedMessage {...credentialsMessages.download} />
                    </Button>
                    {editable && (
                      <Button color="error" onClick={() => setConfirming(file)}>
                        <FormattedMessage {...credentialsMessages.removeFile} />
                      </Button>
                    )}
                  </Stack>
                )
              }
            >
              <ListItemText
                primary={file.file_name}
                secondary={formatFileSize(file.size, language)}
                sx={isRemoved ? { textDecoration: 'line-through', opacity: 0.6 } : undefined}
              />
            </ListItem>
          );
        })}
      </List>
      {confirming && (
        <ConfirmDeleteDialog
          title={<FormattedMessage {...credentialsMessages.removeFileTitle} />}
          body={
            <FormattedMessage
              {...credentialsMessages.confirmRemoveFile}
              values={{ name: confirming.file_name }}
            />
          }
          onConfirm={() => remove(confirming.id)}
          onClose={() => setConfirming(null)}
        />
      )}
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
              if (file) void upload(file);
            }}
          />
          {sending.progress === undefined ? (
            <Button variant="outlined" sx={{ alignSelf: 'start' }} onClick={() => input.current?.click()}>
              <FormattedMessage {...credentialsMessages.upload} />
            </Button>
          ) : (
            <UploadProgress upload={sending} />
          )}
        </>
      )}
    </Stack>
  );
}
