import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

declare global {
  /** zod's configuration (`z.config`), which it keeps on globalThis whichever copy loads first. */
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}
// The contract's schemas check without compiling code: the server's Content-Security-Policy forbids
// eval, and zod's probe for it would be reported as a violation on every page. Set through the
// global rather than `z.config` so that zod stays out of the entry chunk.
Object.assign((globalThis.__zod_globalConfig ??= {}), { jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

// The first render as a transition: React renders it in slices of a few milliseconds, yielding to
// the browser between them, instead of one long task that blocks input on a slow phone.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
