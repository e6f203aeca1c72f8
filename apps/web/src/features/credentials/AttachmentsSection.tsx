import { credentialsObject, type Credential } from '@atrium/contract';
import { StoredFilesSection } from '../../forms/files/StoredFilesSection';
import { attachmentsPath } from './credentialsApi';
import { credentialsMessages } from './credentialsMessages';

/** The credential's files (its deck, mostly): download for everyone, upload and remove for its editors. */
export function AttachmentsSection({ credential, editable }: { credential: Credential; editable: boolean }) {
  return (
    <StoredFilesSection
      files={credential.attachments}
      path={(...rest) => attachmentsPath(credential.id, ...rest)}
      editable={editable}
      object={credentialsObject}
      removeBody={credentialsMessages.confirmRemoveFile}
    />
  );
}
