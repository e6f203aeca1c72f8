import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * False on the server and while the browser takes over a page the server drew (hydration), true
 * right after, and from the start in a page the browser renders alone. A control the server draws
 * and the app must handle waits until then (a read-only field, a disabled button), as a
 * browser-rendered page's spinner made one wait: text typed into a field before React owns it
 * reaches no onChange (React 19 keeps it in the field, not in the state) and the field's next
 * render wipes it; a click on a part whose code has not arrived is dropped (React takes a part
 * over on a click only when it can at once). A quick person on a slow phone, or a journey's fill
 * and click right after the page loads, would lose either.
 */
export const useTakenOver = (): boolean =>
  useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
