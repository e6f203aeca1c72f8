import { useMutation } from '@tanstack/react-query';
import { newsObject, type MessageBody, type RecordOf } from '@atrium/contract';
import { c13sPath } from '../../../api/c13s';
import { http } from '../../../api/http';
import { useRefreshAfter } from '../../../api/mutations';

export type NewsRecord = RecordOf<typeof newsObject>;

/** The cover's address, versioned by its content so a new cover shows at once. */
export const coverUrl = (news: Pick<NewsRecord, 'id' | 'cover_version'>): string | undefined =>
  news.cover_version
    ? `${c13sPath(newsObject, news.id, 'cover')}?v=${encodeURIComponent(news.cover_version)}`
    : undefined;

export function useRefreshNews() {
  const refresh = useRefreshAfter();
  return () => refresh('update', newsObject);
}

/** `POST …/news/{id}/archive`. */
export function useArchiveNews() {
  const refresh = useRefreshNews();
  return useMutation({
    mutationFn: (id: string) => http.post<MessageBody>(c13sPath(newsObject, id, 'archive'), undefined),
    onSuccess: refresh,
  });
}
