import { c13sPath } from '../../api/c13s';
import { http } from '../../api/http';

export const CREDENTIALS_MODULE = 'cv_library';
export const CREDENTIALS_OBJECT = 'projects';
export const CREDENTIALS_PAGE_SIZE = 20;

export const attachmentsPath = (credentialId: string, ...rest: string[]) =>
  c13sPath(CREDENTIALS_MODULE, CREDENTIALS_OBJECT, credentialId, 'attachments', ...rest);

/** `POST …/projects/{id}/attachments` (multipart); the server checks the type from the bytes. */
export function uploadAttachment(credentialId: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return http.post<{ id: string; msg: string }>(attachmentsPath(credentialId), form);
}
