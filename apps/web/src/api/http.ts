import { createHttpClient } from './httpClient';
import { loginPath } from './loginPath';
import { notify } from './notifier';

// The app replaces this with a router navigation; a full page load is the safe fallback.
let sessionExpiredHandler = (): void => {
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  if (!window.location.pathname.startsWith('/login')) window.location.assign(loginPath(here));
};

export function setSessionExpiredHandler(handler: () => void): void {
  sessionExpiredHandler = handler;
}

// Looked up at each call, so a test (or a polyfill) that replaces fetch later is honoured.
let transport: typeof fetch = (input, init) => fetch(input, init);

/**
 * How the app's calls travel on the server, which renders a first screen by asking its own API
 * in-process as the person whose page it is (entry-server.tsx).
 */
export function setServerTransport(serverTransport: typeof fetch): void {
  transport = serverTransport;
}

/** The app's http client (see createHttpClient). */
export const http = createHttpClient({
  fetch: (input, init) => transport(input, init),
  notify,
  onSessionExpired: () => sessionExpiredHandler(),
});
