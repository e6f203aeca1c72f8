import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ATTACHMENT_TYPES, type Attachment } from '@atrium/contract';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { download } from '../../api/download';
import { http } from '../../api/http';
import type { ObjectName } from '../../api/c13s';
import { useRefreshAfter } from '../../api/mutations';
import { upload } from '../../api/upload';
import { formatFileSize } from '../../i18n/formatFileSize';
import { useLocale } from '../../i18n/useLocale';
import { ConfirmDeleteDialog } from '../../layout/ConfirmDeleteDialog';
import { UploadProgress } from '../UploadProgress';
import { useUpload } from '../useUpload';
import { storedFilesMessages as messages } from './storedFilesMessages';

/** How long a removed file stays listed as 'Deleted' before the list is read again. */
const DELETED_SHOWN_MS = 1500;
/** What the file chooser offers: the documents the server accepts (it checks the bytes). */
const ACCEPT = Object.values(ATTACHMENT_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');

type Props = {
  files: readonly Attachment[];
  /** The files' address: `path()` to upload one, `path(id)` to download or remove it. */
  path: (...rest: string[]) => string;
  /** Upload and remove, for those who may edit the record (its `_can.update`). */
  editable: boolean;
  /** The record's object: a change to its files is an update of it (the cache rule, `api/cacheRules`). */
  object: ObjectName;
  /** What removing a file says, given its `name`. */
  removeBody: MessageDescriptor;
};

/**
 * A record's files in the shared file store (a credential's deck, a group's assets): download for
 * everyone, upload and remove for its editors. Removing asks first, shows 'Deleting…', then
 * 'Deleted' (SPEC.md §4) until the list is read again without the file.
 */
export function StoredFilesSection({ files, path, editable, object, removeBody }: Props) {
  const refreshAfter = useRefreshAfter();
  const { language } = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const sending = useUpload();
  const [confirming, setConfirming] = useState<Attachment | null>(null);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const refresh = () => refreshAfter('update', object);

  const send = async (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    try {
      await sending.track(file, (tracking) =>
        upload<{ id: string; msg: string }>(path(), form, { tracking }),
      );
    } catch {
      // Cancelled, the server kept nothing; refused, the http client has shown why.
      return;
    }
    await refresh();
  };

  /** Rejects when the server refuses, so the dialog stays open (the http client has said why). */
  const remove = async (fileId: string) => {
    await http.del(path(fileId));
    setRemoved((current) => new Set(current).add(fileId));
    window.setTimeout(() => void refresh(), DELETED_SHOWN_MS);
  };

  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        <FormattedMessage {...messages.title} />
      </Typography>
      {files.length === 0 && (
        <Typography color="text.secondary">
          <FormattedMessage {...messages.none} />
        </Typography>
      )}
      <List dense>
        {files.map((file) => {
          const isRemoved = removed.has(file.id);
          return (
            <ListItem
              key={file.id}
              secondaryAction={
                isRemoved ? (
                  <Typography role="status" color="text.secondary">
                    <FormattedMessage {...messages.deleted} />
                  </Typography>
                ) : (
                  <Stack direction="row" spacing={1}>
                    <Button onClick={() => void download(path(file.id), { fallbackName: file.file_name })}>
                      <FormattedMessage {...messages.download} />
                    </Button>
                    {editable && (
                      <Button color="error" onClick={() => setConfirming(file)}>
                        <FormattedMessage {...messages.remove} />
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
          title={<FormattedMessage {...messages.removeTitle} />}
          body={<FormattedMessage {...removeBody} values={{ name: confirming.file_name }} />}
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
            accept={ACCEPT}
            aria-label="file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void send(file);
            }}
          />
          {sending.progress === undefined ? (
            <Button variant="outlined" sx={{ alignSelf: 'start' }} onClick={() => input.current?.click()}>
              <FormattedMessage {...messages.upload} />
            </Button>
          ) : (
            <UploadProgress upload={sending} />
          )}
        </>
      )}
    </Stack>
  );
}
