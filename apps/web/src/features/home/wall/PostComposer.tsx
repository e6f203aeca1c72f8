import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import { PICTURE_UPLOAD_TYPES, WALL_PICTURES_MAX, WALL_POST_MAX } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { UploadProgress } from '../../../forms/UploadProgress';
import { useUpload } from '../../../forms/useUpload';
import { PeoplePicker, type PickedPerson } from '../../../layout/PeoplePicker';
import { useTypedBeforeTakeover } from '../../../takeover/useTypedBeforeTakeover';
import { uploadWallPicture, useCreatePost, wallPictureUrl } from './wallApi';
import { browserSizedText } from './browserSizedText';
import { wallMessages } from './wallMessages';

/**
 * Writing a post: up to 700 characters, colleagues to mention (each is told), up to four pictures
 * uploaded as they are chosen (the server checks and re-encodes each), then Post.
 */
export function PostComposer() {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [mentions, setMentions] = useState<PickedPerson[]>([]);
  const [pictures, setPictures] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const sending = useUpload();
  const input = useRef<HTMLInputElement>(null);
  const create = useCreatePost();
  const field = useTypedBeforeTakeover<HTMLTextAreaElement>(text, setText);
  const left = WALL_POST_MAX - text.length;

  const addPictures = async (files: FileList | null) => {
    const chosen = [...(files ?? [])].slice(0, WALL_PICTURES_MAX - pictures.length);
    setUploading(true);
    try {
      for (const file of chosen) {
        const uploaded = await sending.track(file, (tracking) => uploadWallPicture(file, tracking));
        setPictures((before) => [...before, uploaded.id]);
      }
    } catch {
      // Cancelled, or refused (the http client has said why): the pictures uploaded so far stay.
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  const publish = async () => {
    await create.mutateAsync({
      text: text.trim(),
      mention_ids: mentions.map((person) => person.id),
      picture_ids: pictures,
    });
    setText('');
    setMentions([]);
    setPictures([]);
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <TextField
          label={intl.formatMessage(wallMessages.composerLabel)}
          value={text}
          onChange={(event) => setText(event.target.value)}
          {...browserSizedText(2, 12)}
          fullWidth
          error={left < 0}
          helperText={intl.formatMessage(wallMessages.charactersLeft, { count: left })}
          inputRef={field}
        />
        <PeoplePicker
          label={intl.formatMessage(wallMessages.mention)}
          value={mentions}
          onChange={setMentions}
          hideChosen
        />
        {pictures.length > 0 && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            {pictures.map((id, index) => (
              <Box key={id} sx={{ position: 'relative' }}>
                <Box
                  component="img"
                  src={wallPictureUrl(id)}
                  alt={intl.formatMessage(wallMessages.pictureAlt, {
                    index: index + 1,
                    count: pictures.length,
                  })}
                  sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, display: 'block' }}
                />
                <IconButton
                  size="small"
                  aria-label={intl.formatMessage(wallMessages.removePicture, { index: index + 1 })}
                  onClick={() => setPictures((before) => before.filter((picture) => picture !== id))}
                  sx={{ position: 'absolute', top: -8, right: -8, bgcolor: 'background.paper' }}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Box>
            ))}
          </Stack>
        )}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Box>
            <Button
              component="label"
              startIcon={<AddPhotoAlternateOutlinedIcon />}
              disabled={uploading || pictures.length >= WALL_PICTURES_MAX}
            >
              <FormattedMessage {...wallMessages.addPictures} />
              <input
                ref={input}
                type="file"
                hidden
                multiple
                accept={PICTURE_UPLOAD_TYPES.join(',')}
                onChange={(event) => void addPictures(event.target.files)}
              />
            </Button>
            {uploading ? (
              <UploadProgress upload={sending} />
            ) : (
              <Typography variant="caption" color="text.secondary" component="p">
                <FormattedMessage {...wallMessages.picturesHint} />
              </Typography>
            )}
          </Box>
          <Button
            variant="contained"
            onClick={() => void publish().catch(() => undefined)}
            disabled={create.isPending || uploading || text.trim() === '' || left < 0}
          >
            <FormattedMessage {...(create.isPending ? wallMessages.publishing : wallMessages.publish)} />
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
