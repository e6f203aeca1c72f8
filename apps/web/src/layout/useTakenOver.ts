import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * False on the server and while the browser takes over a page the server drew (hydration), true
 * right after, and from the start in a page the browser renders alone. A button the server draws
 * whose part's code may not have arrived waits, disabled, until then: React takes a part over on
 * a click only when it can at once, and otherwise drops the click (a quick person on a slow
 * phone, or a journey's click right after the page loads, would lose it). Text fields need not
 * wait: they adopt what was typed early (`useTypedBeforeTakeover`); the mention picker, whose
 * Autocomplete keeps state of its own, waits read-only.
 */
export const useTakenOver = (): boolean =>
  useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
