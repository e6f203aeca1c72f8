import { vi } from 'vitest';

/**
 * A stand-in for XMLHttpRequest that a test drives: it records what was sent, then reports the
 * progress, the answer or the abort the test chooses. `installFakeXhr()` puts it in place.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  withCredentials = false;
  aborted = false;
  status = 0;
  statusText = '';
  responseText = '';
  private responseHeaders = '';

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** `loaded` of `total` bytes of the body have gone. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  /** The server answers with JSON. */
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = 'content-type: application/json; charset=utf-8\r\n';
    this.onload?.();
  }
  /** The network fails. */
  fail() {
    this.onerror?.();
  }
}

export function installFakeXhr() {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

/** The last request sent, which a test expects to be there. */
export function lastXhr(): FakeXhr {
  const xhr = FakeXhr.sent.at(-1);
  if (!xhr) throw new Error('no XMLHttpRequest was sent');
  return xhr;
}
