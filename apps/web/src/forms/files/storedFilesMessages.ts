import { defineMessages } from 'react-intl';

/** A record's files (StoredFilesSection): the words every record with files shares. */
export const storedFilesMessages = defineMessages({
  title: { id: 'storedFiles.title', defaultMessage: 'Files' },
  none: { id: 'storedFiles.none', defaultMessage: 'No file yet' },
  upload: { id: 'storedFiles.upload', defaultMessage: 'Upload a file' },
  download: { id: 'storedFiles.download', defaultMessage: 'Download' },
  remove: { id: 'storedFiles.remove', defaultMessage: 'Remove' },
  removeTitle: { id: 'storedFiles.remove.title', defaultMessage: 'Remove this file?' },
  deleted: { id: 'storedFiles.deleted', defaultMessage: 'Deleted' },
});
