import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  usersObject,
  PEOPLE_MESSAGES,
  PICTURE_MAX_BYTES,
  PICTURE_UPLOAD_TYPES,
  type MessageBody,
  type User,
} from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { http } from '../../api/http';
import type { Said } from '../../api/HttpError';
import { notify } from '../../api/notifier';
import { isCancelled, upload as uploadForm } from '../../api/upload';
import { UploadProgress } from '../../forms/UploadProgress';
import { useUpload } from '../../forms/useUpload';
import { codeText, failureText } from '../../i18n/serverMessage';
import { PersonAvatar } from '../../layout/PersonAvatar';
import { personPicturePath, pictureChanged } from '../../layout/personPicture';
import { ConfirmDeleteDialog } from '../../layout/ConfirmDeleteDialog';
import { commonMessages } from './peopleMessages';
import { photoMessages } from './photoMessages';
import { profileMessages } from './profileMessages';
import { useRefreshAfter } from '../../api/mutations';

const PREVIEW_SIZE = 160;

type Props = { person: User; own: boolean; onClose: () => void };

/**
 * 'My profile photo': choose a JPEG, PNG or WebP of at most 5 MB, see it, save it
 * (`POST …/users/{id}/picture`, multipart); or delete the current one after a confirmation.
 */
export function ProfilePhotoDialog({ person, own, onClose }: Props) {
  const intl = useIntl();
  const titleId = useId();
  const refresh = useRefreshAfter();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<string>();
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const sending = useUpload();

  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setFile(undefined);
    setPreview(undefined);
    if (!(PICTURE_UPLOAD_TYPES as readonly string[]).includes(chosen.type)) {
      setError(codeText(intl, 'people.pictureType', PEOPLE_MESSAGES.pictureType));
      return;
    }
    if (chosen.size > PICTURE_MAX_BYTES) {
      setError(codeText(intl, 'people.pictureTooLarge', PEOPLE_MESSAGES.pictureTooLarge));
      return;
    }
    setError(undefined);
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  /** `message`: the server's English text; the notifier shows it in the interface language. */
  const done = async (message: Said) => {
    pictureChanged(person.id);
    notify('success', message);
    await refresh('update', usersObject);
    onClose();
  };

  const failed = (failure: unknown) => setError(failureText(intl, failure));

  const upload = async () => {
    if (!file) {
      setError(codeText(intl, 'people.pictureMissing', PEOPLE_MESSAGES.pictureMissing));
      return;
    }
    const body = new FormData();
    body.append('picture', file, file.name);
    setSaving(true);
    try {
      await sending.track(file, (tracking) =>
        uploadForm<MessageBody>(personPicturePath(person.id), body, {
          notifyError: false,
          notifySuccess: false,
          tracking,
        }),
      );
    } catch (failure) {
      // Cancelled, the photo before stays and nothing went wrong.
      if (!isCancelled(failure)) failed(failure);
      setSaving(false);
      return;
    }
    await done({ code: 'people.pictureSaved', msg: PEOPLE_MESSAGES.pictureSaved });
  };

  const remove = async () => {
    try {
      await http.del<MessageBody>(personPicturePath(person.id), { notifyError: false, notifySuccess: false });
    } catch (failure) {
      failed(failure);
      throw failure;
    }
    await done({ code: 'people.pictureDeleted', msg: PEOPLE_MESSAGES.pictureDeleted });
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>
        <FormattedMessage {...(own ? profileMessages.myPhoto : profileMessages.photo)} />
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ alignItems: 'center', pt: 1 }}>
          {preview ? (
            <Avatar
              src={preview}
              alt={intl.formatMessage(photoMessages.preview)}
              sx={{ width: PREVIEW_SIZE, height: PREVIEW_SIZE }}
            />
          ) : (
            <PersonAvatar person={person} size={PREVIEW_SIZE} />
          )}
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            <FormattedMessage {...photoMessages.rules} values={{ max: PICTURE_MAX_BYTES / 1024 / 1024 }} />
          </Typography>
          <input
            ref={input}
            type="file"
            accept={PICTURE_UPLOAD_TYPES.join(',')}
            onChange={choose}
            hidden
            data-testid="picture-input"
          />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
            <Button variant="outlined" onClick={() => input.current?.click()} disabled={saving}>
              <FormattedMessage {...(file ? photoMessages.chooseAnother : photoMessages.choose)} />
            </Button>
            {person.has_picture && !file && (
              <Button color="error" onClick={() => setConfirming(true)} disabled={saving}>
                <FormattedMessage {...photoMessages.remove} />
              </Button>
            )}
          </Stack>
          <UploadProgress upload={sending} />
          {error && (
            <Alert severity="error" sx={{ width: '100%' }}>
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          <FormattedMessage {...commonMessages.cancel} />
        </Button>
        <Button variant="contained" onClick={() => void upload()} disabled={!file} loading={saving}>
          <FormattedMessage {...photoMessages.upload} />
        </Button>
      </DialogActions>
      {confirming && (
        <ConfirmDeleteDialog
          title={<FormattedMessage {...photoMessages.confirmTitle} />}
          body={<FormattedMessage {...photoMessages.confirmBody} />}
          onConfirm={remove}
          onClose={() => setConfirming(false)}
        />
      )}
    </Dialog>
  );
}
