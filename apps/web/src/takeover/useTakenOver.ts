import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * False on the server and while the browser takes over a page the server drew (hydration), true
 * right after, and from the start in a page the browser renders alone. A control that must not act
 * on the server's page alone waits, disabled, until then (the sign-in button: the browser would
 * send the form itself). Other buttons need not: React drops a click on a part it cannot take over
 * at once, but a click before the code has run is made again afterwards (`earlyClicks`). Text
 * fields adopt what was typed early (`useTypedBeforeTakeover`); the mention picker, whose
 * Autocomplete keeps state of its own, waits read-only.
 */
export const useTakenOver = (): boolean =>
  useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
