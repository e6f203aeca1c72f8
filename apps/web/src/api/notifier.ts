export type NotificationVariant = 'success' | 'error' | 'info' | 'warning';
export type Notify = (variant: NotificationVariant, message: string) => void;

/** SPEC.md §9: an error stays 5 seconds. */
export const ERROR_NOTIFICATION_MS = 5000;
export const SUCCESS_NOTIFICATION_MS = 4000;

const silent: Notify = () => undefined;
let current: Notify = silent;

/**
 * The http client runs outside React; the mounted NotificationBridge plugs the snackbar in here.
 * Returns the unplug function.
 */
export function setNotifier(next: Notify): () => void {
  current = next;
  return () => {
    if (current === next) current = silent;
  };
}

export const notify: Notify = (variant, message) => current(variant, message);
