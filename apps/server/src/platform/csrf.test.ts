import { MESSAGES } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../test/factories.ts';
import type { TestApp } from '../test/test-app.ts';
import { useTestApp } from '../test/test-app-setup.ts';

/** A browser's sign-in from a page served at `origin`. */
async function signInFrom(app: TestApp, origin: string) {
  const person = await app.createPerson();
  return app.app.inject({
    method: 'POST',
    url: '/api/a12n/login',
    headers: { origin, 'sec-fetch-site': 'same-origin' },
    payload: { email: person.email, password: TEST_PASSWORD },
  });
}

describe('origins a browser may call the API from: PUBLIC_URL alone', () => {
  const ctx = useTestApp({ PUBLIC_URL: 'http://localhost:3120' });

  it('refuses another address of the same server, saying which origins work and how to add one', async () => {
    expect((await signInFrom(ctx(), 'http://localhost:3120')).statusCode).toBe(200);
    const refused = await signInFrom(ctx(), 'http://127.0.0.1:3120');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'originRefused',
      params: { origin: 'http://127.0.0.1:3120', allowed: 'http://localhost:3120' },
      msg: 'Requests from http://127.0.0.1:3120 are refused: this server accepts http://localhost:3120. To accept another address, add it to ALLOWED_ORIGINS',
    });
    expect(refused.cookies).toEqual([]);
  });
});

describe('origins a browser may call the API from: PUBLIC_URL and ALLOWED_ORIGINS', () => {
  const ctx = useTestApp({
    PUBLIC_URL: 'http://localhost:3120',
    ALLOWED_ORIGINS: 'http://127.0.0.1:3120,https://atrium.firm.example',
  });

  it('signs in from every listed origin, and still refuses the others', async () => {
    for (const origin of ['http://localhost:3120', 'http://127.0.0.1:3120', 'https://atrium.firm.example']) {
      expect((await signInFrom(ctx(), origin)).statusCode, origin).toBe(200);
    }
    const foreign = await signInFrom(ctx(), 'https://evil.example');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().params).toEqual({
      origin: 'https://evil.example',
      allowed: 'http://localhost:3120, http://127.0.0.1:3120, https://atrium.firm.example',
    });
    // A browser that says the call is cross-site is refused whatever the lists say.
    const person = await ctx().createPerson();
    const crossSite = await ctx().app.inject({
      method: 'POST',
      url: '/api/a12n/login',
      headers: { origin: 'http://127.0.0.1:3120', 'sec-fetch-site': 'cross-site' },
      payload: { email: person.email, password: TEST_PASSWORD },
    });
    expect(crossSite.json()).toEqual({ code: 'crossSite', msg: MESSAGES.crossSite });
  });
});
