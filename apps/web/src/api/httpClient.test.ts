// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from './HttpError';
import { buildUrl, createHttpClient } from './httpClient';
import { DEFAULT_ERROR } from './messageChoice';

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });

/** A client on a scripted fetch: each call takes the next answer for its path. */
function setup(
  script: Record<string, (() => Response | Promise<Response>)[]>,
  session: { cookies?: () => string; now?: () => number } = {},
) {
  const calls: { path: string; init: RequestInit | undefined }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    calls.push({ path, init });
    const next = script[path.split('?')[0] ?? path]?.shift();
    if (!next) throw new Error(`unexpected call ${path}`);
    return next();
  });
  const notify = vi.fn();
  const onSessionExpired = vi.fn();
  const sut = createHttpClient({ fetch, notify, onSessionExpired, cookies: () => '', ...session });
  return { sut, fetch, calls, notify, onSessionExpired };
}

describe('session renewal', () => {
  it('renews once on 401 and repeats the call', async () => {
    const { sut, calls, onSessionExpired } = setup({
      '/api/x': [() => json(401, { msg: 'Please sign in' }), () => json(200, { ok: true })],
      '/api/a12n/refresh': [() => json(200, { user_id: 'u', roles: [] })],
    });
    await expect(sut.get('/api/x')).resolves.toEqual({ ok: true });
    expect(calls.map((call) => call.path)).toEqual(['/api/x', '/api/a12n/refresh', '/api/x']);
    expect(calls[1]?.init?.method).toBe('POST');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('shares one renewal between concurrent 401s', async () => {
    let release: (value: Response) => void = () => undefined;
    const refresh = new Promise<Response>((resolve) => {
      release = resolve;
    });
    const { sut, calls } = setup({
      '/api/a': [() => json(401), () => json(200, 'a')],
      '/api/b': [() => json(401), () => json(200, 'b')],
      '/api/c': [() => json(401), () => json(200, 'c')],
      '/api/a12n/refresh': [() => refresh],
    });
    const all = Promise.all([sut.get('/api/a'), sut.get('/api/b'), sut.get('/api/c')]);
    await vi.waitFor(() => expect(calls.filter((call) => call.path === '/api/a12n/refresh')).toHaveLength(1));
    release(json(200, { user_id: 'u', roles: [] }));
    await expect(all).resolves.toEqual(['a', 'b', 'c']);
    expect(calls.filter((call) => call.path === '/api/a12n/refresh')).toHaveLength(1);
  });

  it('sends the person to sign in when the renewal fails, without an error notice', async () => {
    const { sut, notify, onSessionExpired, calls } = setup({
      '/api/x': [() => json(401, { msg: 'Please sign in' })],
      '/api/y': [() => json(401, { msg: 'Please sign in' })],
      '/api/a12n/refresh': [() => json(401, { msg: 'Please sign in' })],
    });
    const results = await Promise.allSettled([sut.get('/api/x'), sut.get('/api/y')]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      const error = (result as PromiseRejectedResult).reason as HttpError;
      expect(error).toBeInstanceOf(HttpError);
      expect(error.status).toBe(401);
      expect(error.sessionExpired).toBe(true);
    }
    expect(calls.filter((call) => call.path === '/api/a12n/refresh')).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('treats a network failure of the renewal as a failed renewal', async () => {
    const { sut, onSessionExpired } = setup({
      '/api/x': [() => json(401)],
      '/api/a12n/refresh': [() => Promise.reject(new TypeError('offline'))],
    });
    await expect(sut.get('/api/x')).rejects.toMatchObject({ status: 401, sessionExpired: true });
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it.each(['/api/a12n/login', '/api/a12n/refresh'])('never renews for %s', async (path) => {
    const { sut, calls, onSessionExpired, notify } = setup({
      [path]: [() => json(401, { code: 'invalidCredentials', msg: 'Invalid credentials' })],
    });
    const said = { code: 'invalidCredentials', msg: 'Invalid credentials' };
    await expect(sut.post(path, { email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid credentials',
      said,
    });
    expect(calls).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith('error', said);
  });

  it('does not loop when the repeated call is refused again', async () => {
    const { sut, calls } = setup({
      '/api/x': [() => json(401), () => json(401, { msg: 'Please sign in' })],
      '/api/a12n/refresh': [() => json(200, {})],
    });
    await expect(sut.get('/api/x')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(3);
  });
});

describe('notifications', () => {
  it('shows the error chosen in the spec order and rethrows it', async () => {
    const { sut, notify } = setup({
      '/api/a': [() => json(409, { msg: 'Already there' })],
      '/api/b': [() => json(409, { msg: 'Already there' })],
      '/api/c': [() => json(409, { msg: 'Already there' })],
      '/api/d': [() => json(500, { stack: 'nope' })],
    });
    await expect(sut.post('/api/a', {}, { errorMessage: 'Supplied' })).rejects.toThrow('Supplied');
    await expect(sut.post('/api/b', {}, { statusMessages: { 409: 'Per status' } })).rejects.toThrow(
      'Per status',
    );
    await expect(sut.post('/api/c', {})).rejects.toThrow('Already there');
    await expect(sut.post('/api/d', {})).rejects.toThrow(DEFAULT_ERROR.msg);
    expect(notify.mock.calls).toEqual([
      ['error', { msg: 'Supplied' }],
      ['error', { msg: 'Per status' }],
      ['error', { msg: 'Already there' }],
      ['error', DEFAULT_ERROR],
    ]);
  });

  it('reports a network failure with the default message', async () => {
    const { sut, notify } = setup({ '/api/x': [() => Promise.reject(new TypeError('Failed to fetch'))] });
    await expect(sut.get('/api/x')).rejects.toMatchObject({
      status: 0,
      message: DEFAULT_ERROR.msg,
      said: DEFAULT_ERROR,
    });
    expect(notify).toHaveBeenCalledWith('error', DEFAULT_ERROR);
  });

  it('stays quiet when asked', async () => {
    const { sut, notify } = setup({ '/api/x': [() => json(400, { msg: 'Bad' })] });
    await expect(sut.post('/api/x', {}, { notifyError: false })).rejects.toThrow('Bad');
    expect(notify).not.toHaveBeenCalled();
  });

  it('shows success from a write, preferring supplied text, and not for reads', async () => {
    const { sut, notify } = setup({
      '/api/w': [
        () => json(201, { id: '1', code: 'created', msg: 'Created successfully' }),
        () => json(200, { msg: 'Updated successfully' }),
      ],
      '/api/r': [() => json(200, { msg: 'ignored' })],
      '/api/s': [() => json(200, { message: 'From message' })],
    });
    await sut.post('/api/w', {});
    await sut.patch('/api/w', {}, { successMessage: 'Permissions updated successfully' });
    await sut.get('/api/r');
    await sut.put('/api/s', {});
    expect(notify.mock.calls).toEqual([
      ['success', { code: 'created', msg: 'Created successfully' }],
      ['success', { msg: 'Permissions updated successfully' }],
      ['success', { msg: 'From message' }],
    ]);
  });
});

describe('requests', () => {
  it('sends cookies and JSON', async () => {
    const { sut, calls } = setup({ '/api/x': [() => json(201, { id: '1', msg: 'ok' })] });
    await sut.post('/api/x', { a: 1 }, { notifySuccess: false });
    const init = calls[0]?.init;
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"a":1}');
    expect((init?.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('builds queries with repeated keys and without empty values', () => {
    expect(
      buildUrl('/s', { q: 'a b', field: ['x', 'y'], empty: '', none: undefined, page: 2, top: false }),
    ).toBe('/s?q=a+b&field=x&field=y&page=2&top=false');
    expect(buildUrl('/s', {})).toBe('/s');
  });
});

describe('renewal ahead of time, by the session hint', () => {
  const NOW = 1_800_000_000_000;
  const hint = (until: number) => () => `language=fr; atrium_access_until=${until}`;

  it('renews before calling once the access token has run out, so no call answers 401', async () => {
    const { sut, calls, onSessionExpired } = setup(
      {
        '/api/x': [() => json(200, { ok: true })],
        '/api/a12n/refresh': [() => json(200, { user_id: 'u', roles: [] })],
      },
      { cookies: hint(NOW - 1), now: () => NOW },
    );
    await expect(sut.get('/api/x')).resolves.toEqual({ ok: true });
    expect(calls.map((call) => call.path)).toEqual(['/api/a12n/refresh', '/api/x']);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('calls at once while the access token is valid, and without a hint', async () => {
    const valid = setup(
      { '/api/x': [() => json(200, 'a')] },
      { cookies: hint(NOW + 60_000), now: () => NOW },
    );
    await expect(valid.sut.get('/api/x')).resolves.toBe('a');
    expect(valid.calls.map((call) => call.path)).toEqual(['/api/x']);
    const none = setup(
      { '/api/x': [() => json(200, 'b')] },
      { cookies: () => 'language=fr', now: () => NOW },
    );
    await expect(none.sut.get('/api/x')).resolves.toBe('b');
    expect(none.calls.map((call) => call.path)).toEqual(['/api/x']);
  });

  it('reads the session hint once for a burst of calls, and again a second later', async () => {
    let clock = NOW;
    const cookies = vi.fn(hint(NOW + 60_000));
    const { sut } = setup(
      { '/api/x': Array.from({ length: 4 }, () => () => json(200, 'a')) },
      { cookies, now: () => clock },
    );
    await Promise.all([sut.get('/api/x'), sut.get('/api/x'), sut.get('/api/x')]);
    expect(cookies).toHaveBeenCalledTimes(1);
    clock += 1000;
    await sut.get('/api/x');
    expect(cookies).toHaveBeenCalledTimes(2);
  });

  it('renews once for a clock ahead of the server’s, not before every call', async () => {
    const { sut, calls } = setup(
      {
        '/api/x': [() => json(200, 'a'), () => json(200, 'b')],
        '/api/a12n/refresh': [() => json(200, { user_id: 'u', roles: [] })],
      },
      // The hint the server sets stays in the past by this clock.
      { cookies: hint(NOW - 3_600_000), now: () => NOW },
    );
    await sut.get('/api/x');
    await sut.get('/api/x');
    expect(calls.map((call) => call.path)).toEqual(['/api/a12n/refresh', '/api/x', '/api/x']);
  });

  it('sends the person to sign in when the renewal ahead of time fails, calling nothing else', async () => {
    const { sut, calls, onSessionExpired, notify } = setup(
      { '/api/a12n/refresh': [() => json(401, { msg: 'Please sign in' })] },
      { cookies: hint(NOW - 1), now: () => NOW },
    );
    await expect(sut.get('/api/x')).rejects.toMatchObject({ status: 401, sessionExpired: true });
    expect(calls.map((call) => call.path)).toEqual(['/api/a12n/refresh']);
    expect(onSessionExpired).toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });
});
