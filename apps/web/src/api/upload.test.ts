import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, installFakeXhr, lastXhr } from '../test/fakeXhr';
import { fetchUploadTransport } from '../test/fetchUploadTransport';
import { HttpError } from './HttpError';
import { setNotifier, type Notice } from './notifier';
import { isCancelled, setUploadTransport, upload } from './upload';
import { xhrTransport } from './xhrTransport';

const PATH = '/api/c13s/v2/cv_library/projects/p1/attachments';
const aForm = () => {
  const form = new FormData();
  form.append('file', new File(['%PDF-1.7'], 'deck.pdf', { type: 'application/pdf' }));
  return form;
};
/** Lets the awaited steps of the http client run (the renewal's answer, the next send). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('uploads over XMLHttpRequest', () => {
  const said: { variant: string; message: Notice }[] = [];
  let unplug: () => void;
  beforeEach(() => {
    installFakeXhr();
    setUploadTransport(xhrTransport);
    said.length = 0;
    unplug = setNotifier((variant, message) => said.push({ variant, message }));
  });
  afterEach(() => {
    unplug();
    setUploadTransport(fetchUploadTransport);
    vi.unstubAllGlobals();
  });

  it('says how far the file went, sends it with the cookies, and reads the answer', async () => {
    const seen: number[] = [];
    const form = aForm();
    const answer = upload<{ id: string }>(PATH, form, {
      tracking: { onProgress: (fraction) => seen.push(fraction), signal: new AbortController().signal },
      notifySuccess: false,
    });
    const xhr = lastXhr();
    expect([xhr.method, xhr.url, xhr.withCredentials, xhr.body]).toEqual(['POST', PATH, true, form]);
    expect(xhr.headers).toEqual({ accept: 'application/json' });
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.answer(201, { id: 'f1', msg: 'File uploaded' });
    await expect(answer).resolves.toEqual({ id: 'f1', msg: 'File uploaded' });
    expect(seen).toEqual([0.25, 1, 1]);
  });

  it('renews the session on a 401 and sends the file again', async () => {
    const refreshes = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', refreshes);
    const answer = upload<{ id: string }>(PATH, aForm(), { notifySuccess: false });
    lastXhr().answer(401, { msg: 'Please sign in' });
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(refreshes).toHaveBeenCalledWith('/api/a12n/refresh', expect.objectContaining({ method: 'POST' }));
    lastXhr().answer(201, { id: 'f1' });
    await expect(answer).resolves.toEqual({ id: 'f1' });
  });

  it('tells why the server refused the file, as any call does', async () => {
    const answer = upload(PATH, aForm());
    const refusal = {
      code: 'credentials.fileType',
      msg: 'Only PDF, PowerPoint (PPTX), Word (DOCX) and Excel (XLSX) files are accepted',
    };
    lastXhr().answer(415, refusal);
    await expect(answer).rejects.toBeInstanceOf(HttpError);
    expect(said).toEqual([{ variant: 'error', message: refusal }]);
  });

  it('aborts the request when cancelled, and nobody is told of a failure', async () => {
    const controller = new AbortController();
    const answer = upload(PATH, aForm(), {
      tracking: { onProgress: () => undefined, signal: controller.signal },
    });
    const xhr = lastXhr();
    xhr.progress(10, 100);
    controller.abort();
    const failure: unknown = await answer.catch((error: unknown) => error);
    expect(xhr.aborted).toBe(true);
    expect(isCancelled(failure)).toBe(true);
    await settle();
    expect(said).toEqual([]);
  });

  it('sends nothing when cancelled before it started', async () => {
    const controller = new AbortController();
    controller.abort();
    const failure: unknown = await upload(PATH, aForm(), {
      tracking: { onProgress: () => undefined, signal: controller.signal },
    }).catch((error: unknown) => error);
    expect(isCancelled(failure)).toBe(true);
    expect(FakeXhr.sent).toEqual([]);
  });

  it('reports a network failure as one, status 0', async () => {
    const answer = upload(PATH, aForm());
    lastXhr().fail();
    await expect(answer).rejects.toMatchObject({ status: 0 });
    expect(said).toHaveLength(1);
  });
});
