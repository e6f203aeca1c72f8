import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  notificationsApi,
  NOTIFICATIONS_POLL_MS,
  type CountBody,
  type MessageBody,
  type NotificationsPage,
} from '@atrium/contract';
import { c13sPath } from '../api/c13s';
import { http } from '../api/http';

const path = (...rest: string[]) => c13sPath(notificationsApi, ...rest);
const KEY = ['public', 'notifications'] as const;

/** The bell's badge: the unread count, asked at most every 30 s (polling: see the server's wall.routes.ts). */
export function useUnreadCount() {
  return useQuery({
    queryKey: [...KEY, 'unread'],
    queryFn: ({ signal }) => http.get<CountBody>(path('unread_count'), { signal, notifyError: false }),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

/** The caller's notifications, newest first, read while the bell's menu is open. */
export function useNotifications(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...KEY, 'list'],
    queryFn: ({ pageParam, signal }) =>
      http.get<NotificationsPage>(path(), { query: { cursor: pageParam, limit: 10 }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled,
  });
}

function useNotificationWrite<V>(send: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export const useMarkRead = () =>
  useNotificationWrite((id: string) =>
    http.post<MessageBody>(path(id, 'read'), undefined, { notifySuccess: false }),
  );

/** Marks read up to the newest notification the menu shows: one arriving meanwhile stays unread. */
export const useMarkAllRead = () =>
  useNotificationWrite((until: string) =>
    http.post<MessageBody>(path('read_all'), { until }, { notifySuccess: false }),
  );
