import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { NotificationBridge } from '../api/NotificationBridge';
import { SessionExpiryRedirect } from '../api/SessionExpiryRedirect';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { ThemeModeProvider } from '../theme/ThemeModeProvider';

/** Shows where the router is, so a test can assert a navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

type Options = {
  /** The address the memory router starts at. */
  route?: string;
  /** Extra routes beside the one under test, e.g. where a navigation lands. */
  routes?: { path: string; element: ReactNode }[];
  /** The route pattern the element is mounted at (default: every path). */
  path?: string;
};

/**
 * Renders `ui` inside the app's providers, a fresh cache with the app's policy (never stale: only a
 * write's cache rule refreshes it; no retries) and a memory router.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', routes = [], path = '*' }: Options = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const result = render(
    <ThemeModeProvider>
      <LocaleProvider>
        <SnackbarProvider>
          <NotificationBridge />
          <QueryClientProvider client={queryClient}>
            <MemoryRouter initialEntries={[route]}>
              <SessionExpiryRedirect />
              <LocationProbe />
              <Routes>
                {routes.map((extra) => (
                  <Route key={extra.path} path={extra.path} element={extra.element} />
                ))}
                <Route path={path} element={ui} />
              </Routes>
            </MemoryRouter>
          </QueryClientProvider>
        </SnackbarProvider>
      </LocaleProvider>
    </ThemeModeProvider>,
  );
  return { ...result, queryClient };
}

type Handler = (request: { method: string; url: URL; body: unknown }) => Response | undefined;

/** Replaces fetch with `handler`; a call it does not answer fails the test loudly. */
export function mockApi(handler: Handler) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: `${url.pathname}${url.search}`, body });
    const response = handler({ method, url, body });
    if (!response) throw new Error(`unexpected ${method} ${url.pathname}${url.search}`);
    return response;
  };
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
