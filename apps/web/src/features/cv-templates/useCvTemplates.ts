import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CvTemplate, CvTemplateFields, MessageBody } from '@atrium/contract';
import { download } from '../../api/download';
import { http } from '../../api/http';
import { upload, type UploadTracking } from '../../api/upload';
import { CV_TEMPLATES_KEY, CV_TEMPLATES_PATH } from '../../api/useCvTemplateChoices';

/** `GET …/admin/cv_templates`: every template with its versions (holders of 'cv_templates read'). */
export function useCvTemplates() {
  return useQuery<{ data: CvTemplate[] }>({
    queryKey: [...CV_TEMPLATES_KEY, 'list'],
    queryFn: ({ signal }) => http.get<{ data: CvTemplate[] }>(CV_TEMPLATES_PATH, { signal }),
  });
}

/** The writes of the CV templates screen; each refreshes the list and the downloads' choices. */
export function useCvTemplateWrites() {
  const queryClient = useQueryClient();
  const refreshed = <T>(made: Promise<T>) =>
    made.finally(() => void queryClient.invalidateQueries({ queryKey: CV_TEMPLATES_KEY }));
  const send = (path: string, file: File, fields: Record<string, string>, tracking: UploadTracking) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file);
    return refreshed(upload<CvTemplate>(path, form, { tracking, notifyError: false }));
  };
  const post = useMutation({
    mutationFn: ({ path, body }: { path: string; body: unknown }) =>
      refreshed(http.post<CvTemplate | MessageBody>(path, body)),
  });
  return {
    create: (fields: CvTemplateFields, file: File, tracking: UploadTracking) =>
      send(CV_TEMPLATES_PATH, file, fields, tracking),
    addVersion: (id: string, file: File, tracking: UploadTracking) =>
      send(`${CV_TEMPLATES_PATH}/${id}/versions`, file, {}, tracking),
    publish: (id: string, versionId: string) =>
      post.mutateAsync({ path: `${CV_TEMPLATES_PATH}/${id}/publish`, body: { version_id: versionId } }),
    setDefault: (id: string, isDefault: boolean) =>
      post.mutateAsync({ path: `${CV_TEMPLATES_PATH}/${id}/default`, body: { is_default: isDefault } }),
    remove: (id: string) => refreshed(http.del<MessageBody>(`${CV_TEMPLATES_PATH}/${id}`)),
  };
}

/** Saves a file the screen offers (a preview, a version, the sample) under the server's name. */
export const downloadTemplateFile = (path: string, fallbackName: string) =>
  download(`${CV_TEMPLATES_PATH}${path}`, { fallbackName }).catch(() => undefined);
