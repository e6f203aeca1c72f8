import { credentialsObject } from '@atrium/contract';
import { c13sPath } from '../../api/c13s';
import { upload, type UploadTracking } from '../../api/upload';

export const CREDENTIALS_PAGE_SIZE = 20;

export const attachmentsPath = (credentialId: string, ...rest: string[]) =>
  c13sPath(credentialsObject, credentialId, 'attachments', ...rest);

/**
 * `POST …/projects/with_file` (multipart): a new credential and its first file in one call, so a
 * failed upload leaves no credential behind and trying again makes no duplicate.
 */
export function createCredentialWithFile(credential: unknown, file: File, tracking?: UploadTracking) {
  const form = new FormData();
  // The fields go before the file: the server reads them first.
  form.append('credential', JSON.stringify(credential));
  form.append('file', file, file.name);
  return upload<{ id: string; msg: string }>(c13sPath(credentialsObject, 'with_file'), form, { tracking });
}
