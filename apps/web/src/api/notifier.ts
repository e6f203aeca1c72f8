import type { Said } from './HttpError';

export type NotificationVariant = 'success' | 'error' | 'info' | 'warning';
/** A text in the interface language, or what the server said, shown in it by the notifier. */
export type Notice = string | Said;
export type Notify = (variant: NotificationVariant, message: Notice) => void;

/** SPEC.md §9: an error stays 5 seconds. */
export const ERROR_NOTIFICATION_MS = 5000;
export const SUCCESS_NOTIFICATION_MS = 4000;
/** As many as the snackbars show at once: older ones would only flash by. */
const KEPT_MAX = 3;

type Notification = { variant: NotificationVariant; message: Notice };
let kept: Notification[] = [];
let current: Notify | undefined;

/**
 * The http client runs outside React; the mounted NotificationBridge plugs the snackbar in here.
 * What was said before it mounted (its code loads after the first paint) is shown then.
 * Returns the unplug function.
 */
export function setNotifier(next: Notify): () => void {
  current = next;
  const waiting = kept;
  kept = [];
  for (const { variant, message } of waiting) next(variant, message);
  return () => {
    if (current === next) current = undefined;
  };
}

let onKept: (() => void) | undefined;

/**
 * Calls `listener` once something is said while no snackbar is mounted (at once if something is
 * waiting already): a page that loads the snackbars only when needed (the sign-in page).
 */
export function whenNoticeWaits(listener: () => void): () => void {
  if (kept.length > 0) listener();
  onKept = listener;
  return () => {
    if (onKept === listener) onKept = undefined;
  };
}

export const notify: Notify = (variant, message) => {
  if (current) current(variant, message);
  else {
    kept = [...kept, { variant, message }].slice(-KEPT_MAX);
    onKept?.();
  }
};
