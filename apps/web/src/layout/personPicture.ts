import { usersObject } from '@atrium/contract';
import { useSyncExternalStore } from 'react';
import { c13sPath } from '../api/c13s';

/** `GET|POST|DELETE /api/c13s/v2/cv_library/users/{id}/picture`. */
export const personPicturePath = (id: string): string => c13sPath(usersObject, id, 'picture');

// The picture's address never changes, so after an upload the browser could paint the old image
// from its memory cache; a per-person stamp in the query string makes the new one load instead.
const stamps = new Map<string, number>();
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Tells every avatar of this person that their picture was replaced or deleted. */
export function pictureChanged(id: string): void {
  stamps.set(id, Date.now());
  for (const listener of listeners) listener();
}

/** The side of the server's thumbnails (`…/picture/thumbnail`), in pixels. */
export const THUMBNAIL_SIDE = 96;

/**
 * The address of a person's picture, or of its thumbnail, changing whenever `pictureChanged` is
 * called for them. A thumbnail under the person's `picture_version` is cached for a year; a
 * picture changed on this page is asked for under its stamp until the records carry its version.
 */
export function usePersonPictureUrl(id: string, thumbnail = false, version?: string | null): string {
  // On the server, and while a page it rendered is taken over, no picture has changed yet.
  const stamp = useSyncExternalStore(
    subscribe,
    () => stamps.get(id),
    () => undefined,
  );
  const path = thumbnail ? `${personPicturePath(id)}/thumbnail` : personPicturePath(id);
  if (stamp !== undefined) return `${path}?v=${stamp}`;
  return thumbnail && version ? `${path}?v=${encodeURIComponent(version)}` : path;
}
