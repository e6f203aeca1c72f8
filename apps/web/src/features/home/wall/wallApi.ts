import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  WALL_POLL_MS,
  wallApi,
  type CountBody,
  type MessageBody,
  type WallCommentsPage,
  type WallFeedPage,
  type WallPost,
  type WallPostInput,
  type WallPostPatch,
} from '@atrium/contract';
import { c13sPath } from '../../../api/c13s';
import { http } from '../../../api/http';
import type { UploadTracking } from '../../../api/upload';

const path = (...rest: string[]) => c13sPath(wallApi, ...rest);
/** Everything of the wall is under one key: any write refreshes what it may have changed. */
const WALL_KEY = ['home', 'wall'] as const;
const FEED_PAGE = 10;

export const wallPostPath = (id: string) => `/wall/${encodeURIComponent(id)}`;
export const wallPictureUrl = (id: string) => path('pictures', id);

/** The feed, newest first, a page at a time by cursor; `reported` (moderators) keeps reported posts only. */
export function useWallFeed(reported: boolean) {
  return useInfiniteQuery({
    queryKey: [...WALL_KEY, 'feed', { reported }],
    queryFn: ({ pageParam, signal }) =>
      http.get<WallFeedPage>(path('posts'), {
        query: { limit: FEED_PAGE, cursor: pageParam, reported: reported || undefined },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/**
 * How many posts are newer than `since`, asked every 30 s while the wall is shown. Polling rather
 * than Server-Sent Events: see the server's wall.routes.ts (two instances, proxies, simplicity).
 */
export function useNewPostsCount(since: string | undefined) {
  return useQuery({
    queryKey: [...WALL_KEY, 'new-count', since],
    queryFn: ({ signal }) =>
      http.get<CountBody>(path('posts', 'new_count'), { query: { since }, signal, notifyError: false }),
    enabled: since !== undefined,
    refetchInterval: WALL_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

export function useWallPost(id: string) {
  return useQuery({
    queryKey: [...WALL_KEY, 'post', id],
    queryFn: ({ signal }) => http.get<WallPost>(path('posts', id), { signal, notifyError: false }),
  });
}

export function useComments(postId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...WALL_KEY, 'comments', postId],
    queryFn: ({ signal }) => http.get<WallCommentsPage>(path('posts', postId, 'comments'), { signal }),
    enabled,
  });
}

/** Refreshes the whole wall after a write (the feed, a post's page, its comments). */
export function useRefreshWall() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: WALL_KEY });
}

/** Starts the feed again from its newest post (the "N new posts" button). */
export function useReloadFeed() {
  const queryClient = useQueryClient();
  return () => queryClient.resetQueries({ queryKey: [...WALL_KEY] });
}

/** A write of the wall that refreshes it once done; `quiet` writes (a like) show no message. */
function useWallWrite<V>(send: (variables: V) => Promise<unknown>) {
  const refresh = useRefreshWall();
  return useMutation({ mutationFn: send, onSuccess: refresh });
}

export const useCreatePost = () =>
  useWallWrite((body: WallPostInput) => http.post<{ id: string; msg: string }>(path('posts'), body));

export const useEditPost = () =>
  useWallWrite(({ id, body }: { id: string; body: WallPostPatch }) =>
    http.patch<MessageBody>(path('posts', id), body),
  );

export const useDeletePost = () => useWallWrite((id: string) => http.del<MessageBody>(path('posts', id)));

export const useLike = () =>
  useWallWrite(({ id, liked }: { id: string; liked: boolean }) =>
    liked
      ? http.post<MessageBody>(path('posts', id, 'like'), undefined, { notifySuccess: false })
      : http.del<MessageBody>(path('posts', id, 'like'), { notifySuccess: false }),
  );

export const useAddComment = () =>
  useWallWrite(({ postId, text }: { postId: string; text: string }) =>
    http.post<{ id: string; msg: string }>(path('posts', postId, 'comments'), { text }),
  );

export const useEditComment = () =>
  useWallWrite(({ id, text }: { id: string; text: string }) =>
    http.patch<MessageBody>(path('comments', id), { text }),
  );

export const useDeleteComment = () =>
  useWallWrite((id: string) => http.del<MessageBody>(path('comments', id)));

/** Reports (anyone) or hides (moderators) a post, saying why. */
export const usePostModeration = (move: 'report' | 'hide') =>
  useWallWrite(({ id, reason }: { id: string; reason: string }) =>
    http.post<MessageBody>(path('posts', id, move), { reason }),
  );

/** Uploads one picture for the post being written: its id goes in `picture_ids`. */
export async function uploadWallPicture(file: File, tracking?: UploadTracking) {
  const form = new FormData();
  form.append('file', file);
  // Loaded once someone adds a picture: the home's first script carries no upload code.
  const { upload } = await import('../../../api/upload');
  return upload<{ id: string; width: number; height: number }>(path('pictures'), form, {
    notifySuccess: false,
    tracking,
  });
}
