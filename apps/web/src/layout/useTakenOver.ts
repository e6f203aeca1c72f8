import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * False on the server and while the browser takes over a page the server drew (hydration), true
 * right after, and from the start in a page the browser renders alone. A text field the server
 * draws is read-only until then: what is typed into it before React owns it reaches no onChange
 * (React 19 keeps the text in the field, not in the state), and the field's next render writes
 * its state back over it, so the text vanishes: a quick person on a slow phone, a journey's fill.
 * Read-only, the field waits for the app, as a browser-rendered page's spinner made one wait.
 */
export const useTakenOver = (): boolean =>
  useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
