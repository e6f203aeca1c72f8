import { useMutation } from '@tanstack/react-query';
import { newsObject, type MessageBody } from '@atrium/contract';
import { c13sPath } from '../../../api/c13s';
import { http } from '../../../api/http';
import { upload, type UploadTracking } from '../../../api/upload';
import { useRefreshNews } from './newsApi';

/**
 * `POST …/news/{id}/cover` (one file, its progress shown) and `DELETE` it. Apart from newsApi,
 * which the home's news cards use: only the news editor uploads.
 */
export function useNewsCover(id: string) {
  const refresh = useRefreshNews();
  const uploadCover = useMutation({
    mutationFn: ({ file, tracking }: { file: File; tracking: UploadTracking }) => {
      const body = new FormData();
      body.append('file', file);
      return upload<MessageBody>(c13sPath(newsObject, id, 'cover'), body, { tracking });
    },
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: () => http.del<MessageBody>(c13sPath(newsObject, id, 'cover')),
    onSuccess: refresh,
  });
  return { upload: uploadCover, remove };
}
