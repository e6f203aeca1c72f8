import type { DbOrTx } from '../../db/database.ts';
import { HttpError, tooManyRequests } from '../http-errors.ts';
import { clientNetwork } from './client-network.ts';
import { clearRateLimits, type Counter, type RateLimits } from './rate-limits.ts';

/**
 * Failures of one account from one address, or from one browser with a device cookie of it: the
 * first ones are free, then each doubles the wait.
 */
const PAIR_WINDOW_MS = 60 * 60_000;
const PAIR_FREE_FAILURES = 3;
const PAIR_DELAY_MAX_MS = 15 * 60_000;
/** Failures of one account from everywhere: a short window, so an attack from many addresses only pauses it. */
const ACCOUNT_WINDOW_MS = 5 * 60_000;
export const ACCOUNT_FAILURES_MAX = 50;
/** Failures from one address over all accounts (password spraying). */
const ADDRESS_WINDOW_MS = 15 * 60_000;
export const ADDRESS_FAILURES_MAX = 100;

/** How long after its nth failure a pair must wait: nothing for the first three, then 2 s, 4 s, 8 s… */
export function pairDelayMs(failures: number): number {
  if (failures <= PAIR_FREE_FAILURES) return 0;
  return Math.min(1000 * 2 ** (failures - PAIR_FREE_FAILURES), PAIR_DELAY_MAX_MS);
}

/**
 * A sign-in attempt: the account, the client address and, when the browser presents a genuine
 * device cookie of this account, its nonce (device-cookie.ts).
 */
export type SignInAttempt = { email: string; ip: string; device?: string | undefined };

/** The rate-limit keys of a sign-in attempt; an IPv6 client counts by its /64. */
export const signInKeys = (email: string, ip: string, device?: string) => {
  const account = email.toLowerCase();
  const network = ip && clientNetwork(ip);
  return {
    pair: `sign-in:pair:${account}:${network}`,
    account: `sign-in:account:${account}`,
    address: `sign-in:address:${network}`,
    device: `sign-in:device:${account}:${device ?? ''}`,
  };
};

/** What the throttle tells whoever watches it (the metrics): a password failed, a client was held back. */
export type SignInEvents = { failed: () => void; throttled: () => void };
const NO_EVENTS: SignInEvents = { failed: () => {}, throttled: () => {} };

/** The 429 a throttled client gets, with the seconds it has to wait. */
const throttled = (until: Date) => tooManyRequests((until.getTime() - Date.now()) / 1000);

/** Refuses while the failures counted under this key delay the next try (3 free, then doubling). */
function checkDelay(counter: Counter | undefined): void {
  if (!counter) return;
  const allowedAt = new Date(counter.lastHitAt.getTime() + pairDelayMs(counter.hits));
  if (allowedAt > new Date()) throw throttled(allowedAt);
}

/**
 * Slows password guessing down without letting anyone lock an account: wrong passwords delay the
 * next try of that account from that address (exponentially), while its owner, elsewhere, can
 * still sign in. Caps per account and per address stop attacks spread over many of either; they
 * pause only untrusted clients: a browser with a device cookie of the account (one that signed in
 * as it before) is counted, and slowed down, on its own, so no failure from elsewhere pauses it.
 * Counted in the database, so every instance shares the same counters.
 */
export function createSignInThrottle(rateLimits: RateLimits, events: SignInEvents = NO_EVENTS) {
  async function refuseWhileThrottled({ email, ip, device }: SignInAttempt): Promise<void> {
    const k = signInKeys(email, ip, device);
    if (device) {
      checkDelay((await rateLimits.read([k.device])).get(k.device));
      return;
    }
    const counters = await rateLimits.read([k.pair, k.account, k.address]);
    checkDelay(counters.get(k.pair));
    for (const [key, max] of [
      [k.account, ACCOUNT_FAILURES_MAX],
      [k.address, ADDRESS_FAILURES_MAX],
    ] as const) {
      const counter = counters.get(key);
      if (counter && counter.hits >= max) throw throttled(counter.expiresAt);
    }
  }

  return {
    /** Refuses with 429 and Retry-After while this account may not be tried from this client. */
    async check(attempt: SignInAttempt): Promise<void> {
      try {
        await refuseWhileThrottled(attempt);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 429) events.throttled();
        throw error;
      }
    },

    async recordFailure({ email, ip, device }: SignInAttempt): Promise<void> {
      events.failed();
      const k = signInKeys(email, ip, device);
      if (device) {
        await rateLimits.hit(k.device, PAIR_WINDOW_MS);
        return;
      }
      await rateLimits.hit(k.pair, PAIR_WINDOW_MS);
      await rateLimits.hit(k.account, ACCOUNT_WINDOW_MS);
      await rateLimits.hit(k.address, ADDRESS_WINDOW_MS);
    },

    /** A right password from this client: its earlier mistakes no longer count. */
    recordSuccess(tx: DbOrTx, { email, ip, device }: SignInAttempt): Promise<void> {
      const k = signInKeys(email, ip, device);
      return clearRateLimits(tx, { keys: [device ? k.device : k.pair] });
    },
  };
}

/**
 * Whoever proved they own the account (a reset link, an administrator's command) may sign in again
 * at once, from anywhere.
 */
export function forgetSignInFailures(tx: DbOrTx, email: string): Promise<void> {
  const k = signInKeys(email, '');
  return clearRateLimits(tx, { keys: [k.account], prefixes: [k.pair, k.device] });
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
