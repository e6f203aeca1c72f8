/** Told how much of the request body has left, from 0 to 1. */
export type ProgressListener = (fraction: number) => void;

/** Statuses whose answer has no body: `new Response` refuses one. */
const NO_BODY = new Set([204, 205, 304]);

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * A `fetch` over XMLHttpRequest, the one browser API that tells how much of a body was sent
 * (fetch says nothing until the answer comes). Its failures are fetch's: a TypeError when the
 * network fails, an AbortError when the signal aborts, so the http client treats both alike.
 */
export function xhrTransport(onProgress: ProgressListener): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const aborted = () => new DOMException('The upload was cancelled', 'AbortError');
      const { signal } = init;
      if (signal?.aborted) {
        reject(aborted());
        return;
      }
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', input instanceof Request ? input.url : String(input));
      xhr.withCredentials = init.credentials === 'include';
      for (const [name, value] of new Headers(init.headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      const abort = () => xhr.abort();
      signal?.addEventListener('abort', abort, { once: true });
      const settle = () => signal?.removeEventListener('abort', abort);
      xhr.onload = () => {
        settle();
        onProgress(1);
        resolve(
          new Response(NO_BODY.has(xhr.status) ? null : xhr.responseText, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: headersOf(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => {
        settle();
        reject(new TypeError('Network request failed'));
      };
      xhr.onabort = () => {
        settle();
        reject(aborted());
      };
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}
