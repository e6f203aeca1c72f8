import { useSyncExternalStore } from 'react';
import { c13sPath } from '../api/c13s';

/** `GET|POST|DELETE /api/c13s/v2/cv_library/users/{id}/picture`. */
export const personPicturePath = (id: string): string => c13sPath('cv_library', 'users', id, 'picture');

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

/** The address of a person's picture, changing whenever `pictureChanged` is called for them. */
export function usePersonPictureUrl(id: string): string {
  const stamp = useSyncExternalStore(subscribe, () => stamps.get(id));
  const path = personPicturePath(id);
  return stamp === undefined ? path : `${path}?v=${stamp}`;
}
