import { http } from './http';
import type { RequestOptions } from './httpClient';
import { xhrTransport, type ProgressListener } from './xhrTransport';

/** What the person watching an upload holds: how far it went, and the way to cancel it. */
export type UploadTracking = { onProgress: ProgressListener; signal: AbortSignal };

export type UploadOptions = Omit<RequestOptions, 'method' | 'body' | 'signal' | 'transport'> & {
  tracking?: UploadTracking;
};

/** How uploads travel; component tests, whose API is a mocked fetch, send them through it. */
let transportFor: (onProgress: ProgressListener) => typeof fetch = xhrTransport;

export function setUploadTransport(next: (onProgress: ProgressListener) => typeof fetch): void {
  transportFor = next;
}

/**
 * `POST` of a multipart form whose progress can be shown and which can be cancelled. It goes
 * through the http client, so a 401 renews the session and sends the form again, and failures are
 * notified as for any call; a cancelled upload rejects with an AbortError, which nobody is told of.
 * Apart from the entry chunk's http client: only signed-in screens upload.
 */
export function upload<T>(path: string, form: FormData, { tracking, ...options }: UploadOptions = {}) {
  return http.post<T>(path, form, {
    ...options,
    signal: tracking?.signal,
    transport: transportFor(tracking?.onProgress ?? (() => undefined)),
  });
}

/** The upload was cancelled by the person (or the screen that held it closed). */
export const isCancelled = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';
