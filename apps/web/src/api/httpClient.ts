import { accessUntil } from '@atrium/contract';
import { HttpError } from './HttpError';
import { chooseErrorMessage, chooseSuccessMessage, type MessageOptions } from './messageChoice';
import type { Notify } from './notifier';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type Scalar = string | number | boolean;
export type QueryValue = Scalar | null | undefined | readonly Scalar[];
export type QueryParams = Record<string, QueryValue>;

export type RequestOptions = MessageOptions & {
  method?: HttpMethod;
  query?: QueryParams;
  /** JSON-encoded unless it is FormData (multipart uploads). */
  body?: unknown;
  signal?: AbortSignal;
  /** How this one call travels when not by the client's fetch: an upload's XMLHttpRequest (upload.ts). */
  transport?: typeof fetch;
  /** Show a failure (default true). A form that shows the error itself turns it off. */
  notifyError?: boolean;
  /** Show a success (default: every call but GET, when there is a text to show). */
  notifySuccess?: boolean;
};

export type HttpClientDependencies = {
  fetch?: typeof fetch;
  notify: Notify;
  /** Called once the session could not be renewed; the app sends the person to the login page. */
  onSessionExpired: () => void;
  /** The page's readable cookies (`document.cookie`), for the session hint. */
  cookies?: () => string;
  now?: () => number;
};

/** How long before the access token runs out the client renews it. */
const RENEW_AHEAD_MS = 10_000;
/**
 * After a renewal, the hint is trusted again only after this long: a clock far ahead of the
 * server's would otherwise renew before every call.
 */
const RENEWED_RECENTLY_MS = 60_000;

const browserCookies = () => (typeof document === 'undefined' ? '' : document.cookie);
/**
 * The session hint is read from the cookies at most this often. Each read of document.cookie is a
 * synchronous call to the browser; a page's first burst of requests paid one per request, up to
 * 40 ms each while the browser was busy loading. A hint read a moment ago is as good: a call that
 * still meets a lapsed token is renewed on its 401.
 */
const HINT_READ_EVERY_MS = 1000;

export const REFRESH_PATH = '/api/a12n/refresh';
export const LOGIN_API_PATH = '/api/a12n/login';
// A 401 from these two means "wrong credentials" or "no session to renew": renewing would loop.
const NO_RENEWAL = new Set([REFRESH_PATH, LOGIN_API_PATH]);

/** `path?a=1&b=x&b=y`: arrays repeat the key (the API's "any of"), empty values are left out. */
export function buildUrl(path: string, query?: QueryParams): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as readonly (Scalar | null | undefined)[]) {
      if (item === undefined || item === null || item === '') continue;
      search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return await response.json();
    } catch {
      return undefined;
    }
  }
  const text = await response.text();
  return text === '' ? undefined : text;
}

export type HttpClient = ReturnType<typeof createHttpClient>;

/**
 * The one way the web calls the API (SPEC.md §4, §7, §8): cookies and JSON, one session renewal
 * on 401 shared by every call that hit it at the same time, then the call once more; the
 * notification of the outcome; failures rethrown as HttpError.
 */
export function createHttpClient({
  fetch: fetchImpl = fetch,
  notify,
  onSessionExpired,
  cookies = browserCookies,
  now = Date.now,
}: HttpClientDependencies) {
  let renewal: Promise<boolean> | undefined;
  let renewedAt = Number.NEGATIVE_INFINITY;
  let hint: { readAt: number; until: number | undefined } | undefined;

  /** One POST /api/a12n/refresh at a time; every caller waiting on it gets its answer. */
  function renewSession(): Promise<boolean> {
    renewal ??= fetchImpl(REFRESH_PATH, {
      method: 'POST',
      credentials: 'include',
      headers: { accept: 'application/json' },
    })
      // The answer is read to its end even though only its status counts: a body left unread
      // keeps the request open in the browser, which then never sees its network idle.
      .then(async (response) => {
        await response.text();
        if (response.ok) renewedAt = now();
        return response.ok;
      })
      .catch(() => false)
      .finally(() => {
        renewal = undefined;
      });
    return renewal;
  }

  /**
   * Whether the access token has run out by the session hint (SESSION_HINT_COOKIE): renewed before
   * the call, the browser logs no 401 for a session that was only due for renewal.
   */
  function accessLapsed(path: string): boolean {
    if (NO_RENEWAL.has(path) || now() - renewedAt < RENEWED_RECENTLY_MS) return false;
    if (!hint || now() - hint.readAt >= HINT_READ_EVERY_MS)
      hint = { readAt: now(), until: accessUntil(cookies()) };
    return hint.until !== undefined && now() >= hint.until - RENEW_AHEAD_MS;
  }

  function send(path: string, options: RequestOptions): Promise<Response> {
    const { method = 'GET', body, query, signal, transport = fetchImpl } = options;
    const headers: Record<string, string> = { accept: 'application/json' };
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    return transport(buildUrl(path, query), {
      method,
      headers,
      body: payload,
      credentials: 'include',
      signal,
    });
  }

  function fail(status: number, body: unknown, options: RequestOptions, sessionExpired = false): never {
    const said = chooseErrorMessage(status, body, options);
    if (options.notifyError !== false && !sessionExpired) notify('error', said);
    throw new HttpError(status, body, said, sessionExpired);
  }

  /** The answer of a successful call, untouched (for files); failures are notified and thrown. */
  async function requestResponse(path: string, options: RequestOptions = {}): Promise<Response> {
    let response: Response;
    try {
      if (accessLapsed(path) && !(await renewSession())) {
        onSessionExpired();
        fail(401, undefined, options, true);
      }
      response = await send(path, options);
      if (response.status === 401 && !NO_RENEWAL.has(path)) {
        const refusal = await readBody(response);
        if (!(await renewSession())) {
          onSessionExpired();
          fail(401, refusal, options, true);
        }
        response = await send(path, options);
      }
    } catch (error) {
      if (error instanceof HttpError) throw error;
      // An aborted call is the caller's own doing (a screen left): nothing to tell anyone.
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      fail(0, undefined, options);
    }
    if (!response.ok) fail(response.status, await readBody(response), options);
    return response;
  }

  /** A JSON call. */
  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const response = await requestResponse(path, options);
    const body = await readBody(response);
    const wantsNotice = options.notifySuccess ?? (options.method ?? 'GET') !== 'GET';
    if (wantsNotice) {
      const message = chooseSuccessMessage(response.status, body, options);
      if (message) notify('success', message);
    }
    return body as T;
  }

  type Options = Omit<RequestOptions, 'method' | 'body'>;
  return {
    request,
    requestResponse,
    renewSession,
    get: <T>(path: string, options?: Options) => request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body?: unknown, options?: Options) =>
      request<T>(path, { ...options, method: 'POST', body }),
    patch: <T>(path: string, body?: unknown, options?: Options) =>
      request<T>(path, { ...options, method: 'PATCH', body }),
    put: <T>(path: string, body?: unknown, options?: Options) =>
      request<T>(path, { ...options, method: 'PUT', body }),
    del: <T>(path: string, options?: Options) => request<T>(path, { ...options, method: 'DELETE' }),
  };
}
