import { randomBytes, randomUUID } from 'node:crypto';
import {
  type ChangePasswordInput,
  type LoginInput,
  type ResetPasswordInput,
  type Session,
} from '@atrium/contract';
import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import { badRequest, HttpError, tooManyRequests } from '../http-errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PermissionService } from '../permissions/permission-service.ts';
import { users } from '../users/users.tables.ts';
import { accounts, passwordResetTokens, refreshTokens, signIns } from './a12n.tables.ts';
import { hashPassword, passwordProblem, storePasswordHash, verifyPassword } from './passwords.ts';
import { clientNetwork } from './client-network.ts';
import { revokeSessions } from './end-sessions.ts';
import { redeemRestrictedAccess } from './restricted-access.ts';
import type { RateLimits } from './rate-limits.ts';
import type { SessionLiveness } from './session-liveness.ts';
import { createDeviceCookies } from './device-cookie.ts';
import { createSignInThrottle, forgetSignInFailures, type SignInEvents } from './sign-in-throttle.ts';
import { issueResetLink } from './reset-link.ts';
import { hashToken, newOpaqueToken, REFRESH_TOKEN_SECONDS, type TokenService } from './tokens.ts';
import { loggableError } from '../loggable-error.ts';

/** Reset links asked for one address (so nobody floods a mailbox) and from one client address. */
const FORGOT_PER_ACCOUNT = { max: 3, windowMs: 15 * 60_000 };
const RESET_PER_ADDRESS = { max: 10, windowMs: 15 * 60_000 };
/**
 * Two tabs of one browser share the refresh cookie and may refresh at the same moment; the later
 * one then presents the token the first has just rotated. Within this window that is the race, not
 * a stolen token: it gets an access token for the same session and the renewed cookie stays.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export type A12nDeps = {
  db: Db;
  tokens: Pick<TokenService, 'signAccess' | 'verifyAccess'>;
  sessions: Pick<SessionLiveness, 'isLive' | 'forget'>;
  mailer: Pick<Mailer, 'send'>;
  permissions: Pick<PermissionService, 'roles' | 'isRestricted'>;
  rateLimits: RateLimits;
  /** Told of each failed password and each throttled attempt (the metrics count them). */
  signInEvents?: SignInEvents;
  config: Pick<Config, 'origin' | 'jwtSecret'>;
  log: Pick<FastifyBaseLogger, 'error'>;
};

/**
 * A session just opened or renewed: the answer for the client and the values of its cookies
 * (no new refresh token when a tab lost the race to rotate it: the browser already holds the new one).
 */
export type IssuedSession = {
  session: Session;
  accessToken: string;
  refreshToken?: string;
  /** A password sign-in's new device cookie: this browser is now a trusted client of the account. */
  deviceCookie?: string;
};

/** Where a sign-in comes from: the client address, and the device cookie its browser presents. */
export type SignInClient = { ip: string; deviceCookie: string | undefined };

/** The cookies a request carried, as far as sign-out cares. */
type PresentedCredentials = { refreshToken?: string; accessToken?: string };

const invalidCredentials = () => new HttpError(401, 'invalidCredentials');

/**
 * Sign-in, session renewal and sign-out, and password reset. A session is a refresh-token family:
 * sign-in starts one, each refresh rotates its token, sign-out and reset revoke it.
 */
export function createA12nService(deps: A12nDeps) {
  const { db, tokens, sessions, mailer, permissions, rateLimits, config, log } = deps;
  // An unknown email is checked against this hash so it costs as much time as a wrong password.
  const dummyHash = hashPassword(randomBytes(16).toString('hex'));
  const throttle = createSignInThrottle(rateLimits, deps.signInEvents);
  const deviceCookies = createDeviceCookies(config.jwtSecret);

  /** Counts one more request under `key`; 429 past `max` within the window. */
  async function limit(key: string, { max, windowMs }: { max: number; windowMs: number }): Promise<void> {
    const counter = await rateLimits.hit(key, windowMs);
    if (counter.hits > max) throw tooManyRequests((counter.expiresAt.getTime() - Date.now()) / 1000);
  }

  async function issue(tx: DbOrTx, userId: string, familyId: string): Promise<IssuedSession> {
    const refreshToken = newOpaqueToken();
    await tx.insert(refreshTokens).values({
      user_id: userId,
      family_id: familyId,
      token_hash: hashToken(refreshToken),
      expires_at: new Date(Date.now() + REFRESH_TOKEN_SECONDS * 1000),
    });
    return {
      session: { user_id: userId, roles: await permissions.roles(userId) },
      accessToken: tokens.signAccess({ sub: userId, sid: familyId }),
      refreshToken,
    };
  }

  /** A new session (sign-in, single sign-on, a newcomer's link), remembered as their last sign-in. */
  async function startSession(tx: DbOrTx, userId: string): Promise<IssuedSession> {
    const at = new Date();
    await tx
      .insert(signIns)
      .values({ user_id: userId, last_at: at })
      .onConflictDoUpdate({ target: signIns.user_id, set: { last_at: at } });
    return issue(tx, userId, randomUUID());
  }

  /** The session a sign-out is about: a usable refresh token's, else a live access token's. */
  async function currentSession({ refreshToken, accessToken }: PresentedCredentials) {
    if (refreshToken) {
      const [row] = await db
        .select({ userId: refreshTokens.user_id, familyId: refreshTokens.family_id })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.token_hash, hashToken(refreshToken)),
            isNull(refreshTokens.rotated_at),
            isNull(refreshTokens.revoked_at),
            gt(refreshTokens.expires_at, new Date()),
          ),
        );
      if (row) return row;
    }
    const claims = accessToken ? tokens.verifyAccess(accessToken) : null;
    if (claims && (await sessions.isLive(claims.sid))) return { userId: claims.sub, familyId: claims.sid };
    return null;
  }

  /** Mails a new reset link to the person of this email, if there is one; earlier links stop working. */
  async function mailResetLink(email: string): Promise<void> {
    // Someone who never had a password (an arrived newcomer) gets their first one this way too.
    const [account] = await db
      .select({ userId: users.id, email: users.email, language: users.language })
      .from(users)
      .where(and(eq(users.email, email), ne(users.status, 'left')));
    if (!account) return;
    const mail = await db.transaction((tx) => issueResetLink(tx, account, config.origin));
    await mailer.send(mail);
  }

  /** The reset token's row when it belongs to that email's account and is unused and unexpired. */
  async function usableResetToken(tx: DbOrTx, tokenHash: string, email: string, lock: boolean) {
    const query = tx
      .select({ id: passwordResetTokens.id, userId: passwordResetTokens.user_id })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.user_id))
      .where(
        and(
          eq(passwordResetTokens.token_hash, tokenHash),
          eq(users.email, email),
          isNull(passwordResetTokens.used_at),
          gt(passwordResetTokens.expires_at, new Date()),
        ),
      );
    const [row] = lock ? await query.for('update', { of: passwordResetTokens }) : await query;
    return row ?? null;
  }

  return {
    /**
     * Opens a session, and makes this browser a trusted client of the account (a new device
     * cookie); 401 with the same answer for an unknown email, no account or a wrong password; 429
     * while this account is throttled for this client.
     */
    async login({ email, password }: LoginInput, { ip, deviceCookie }: SignInClient): Promise<IssuedSession> {
      const attempt = { email, ip, device: deviceCookies.nonceFor(deviceCookie, email) };
      await throttle.check(attempt);
      const [account] = await db
        .select({ userId: accounts.user_id, passwordHash: accounts.password_hash })
        .from(users)
        .innerJoin(accounts, eq(accounts.user_id, users.id))
        .where(and(eq(users.email, email), ne(users.status, 'left')));
      const matches = await verifyPassword(account?.passwordHash ?? (await dummyHash), password);
      if (!account || !matches) {
        await throttle.recordFailure(attempt);
        throw invalidCredentials();
      }
      await throttle.recordSuccess(db, attempt);
      // Expired sessions can never be used again; sign-in is a cheap moment to drop the account's.
      await db
        .delete(refreshTokens)
        .where(and(eq(refreshTokens.user_id, account.userId), lt(refreshTokens.expires_at, new Date())));
      return { ...(await startSession(db, account.userId)), deviceCookie: deviceCookies.issue(email) };
    },

    /** Opens a session for someone another party has vouched for (single sign-on). */
    async signedInElsewhere(userId: string): Promise<IssuedSession> {
      return startSession(db, userId);
    },

    /**
     * Opens a newcomer's session from their link, once (SPEC §4); 400 for a link that is unknown,
     * expired, replaced or already used, which changes nothing.
     */
    async access(token: string): Promise<IssuedSession> {
      const issued = await db.transaction(async (tx) => {
        const userId = await redeemRestrictedAccess(tx, token);
        return userId ? startSession(tx, userId) : null;
      });
      if (!issued) throw badRequest('accessLinkInvalid');
      return issued;
    },

    /**
     * Rotates a refresh token: null when it is unknown, expired or revoked. A token presented after
     * it was rotated, past the grace window, means it was copied, so its whole family is revoked
     * (OAuth 2.0 Security BCP §4.14). The row lock makes a concurrent use see it as rotated.
     */
    async refresh(refreshToken: string | undefined): Promise<IssuedSession | null> {
      if (!refreshToken) return null;
      const ended: string[] = [];
      const issued = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.token_hash, hashToken(refreshToken)))
          .for('update');
        if (!row || row.revoked_at || row.expires_at <= new Date()) return null;
        if (row.rotated_at && Date.now() - row.rotated_at.getTime() < REFRESH_REUSE_GRACE_MS) {
          return {
            session: { user_id: row.user_id, roles: await permissions.roles(row.user_id) },
            accessToken: tokens.signAccess({ sub: row.user_id, sid: row.family_id }),
          };
        }
        if (row.rotated_at) {
          ended.push(...(await revokeSessions(tx, eq(refreshTokens.family_id, row.family_id))));
          return null;
        }
        await tx.update(refreshTokens).set({ rotated_at: new Date() }).where(eq(refreshTokens.id, row.id));
        return issue(tx, row.user_id, row.family_id);
      });
      sessions.forget(ended);
      return issued;
    },

    /** Ends the caller's session, or every session of their account; nothing to do when signed out. */
    async logout(presented: PresentedCredentials, { everywhere }: { everywhere: boolean }): Promise<void> {
      const current = await currentSession(presented);
      if (!current) return;
      const ended = await revokeSessions(
        db,
        everywhere
          ? eq(refreshTokens.user_id, current.userId)
          : eq(refreshTokens.family_id, current.familyId),
      );
      sessions.forget([current.familyId, ...ended]);
    },

    /**
     * Mails a single-use reset link to the person of this email (their first password, for someone who has none). The answer comes before any
     * of that work, the same for every email, so neither its content nor its time tells who has an
     * account. The link is on the server's own origin (PUBLIC_URL), never the request's Host.
     */
    async forgotPassword(email: string, ip: string): Promise<void> {
      await limit(`forgot:address:${clientNetwork(ip)}`, RESET_PER_ADDRESS);
      await limit(`forgot:account:${email.toLowerCase()}`, FORGOT_PER_ACCOUNT);
      void mailResetLink(email).catch((error: unknown) =>
        log.error({ err: loggableError(error) }, 'password reset mail failed'),
      );
    },

    /** Sets a new password from a reset link, uses the link up and ends every session of the account. */
    async resetPassword({ token, email, password }: ResetPasswordInput, ip: string): Promise<void> {
      await limit(`reset:address:${clientNetwork(ip)}`, RESET_PER_ADDRESS);
      const problem = passwordProblem(password);
      if (problem) throw badRequest(problem, { password: problem });
      const tokenHash = hashToken(token);
      // Checked before hashing, so a stream of bad links costs no argon2 work and holds no lock.
      if (!(await usableResetToken(db, tokenHash, email, false))) throw badRequest('passwordResetInvalid');
      const passwordHash = await hashPassword(password);
      const ended = await db.transaction(async (tx) => {
        const reset = await usableResetToken(tx, tokenHash, email, true);
        if (!reset) return null;
        const now = new Date();
        await storePasswordHash(tx, reset.userId, passwordHash);
        await tx
          .update(passwordResetTokens)
          .set({ used_at: now })
          .where(eq(passwordResetTokens.id, reset.id));
        // Whoever proves they own the mailbox may sign in again at once.
        await forgetSignInFailures(tx, email);
        return revokeSessions(tx, eq(refreshTokens.user_id, reset.userId));
      });
      if (!ended) throw badRequest('passwordResetInvalid');
      sessions.forget(ended);
    },

    /**
     * Changes the signed-in person's password, or sets the first one of a newcomer (restricted
     * access, or no password yet);
     * every other session of theirs ends, this one goes on. Wrong current passwords count as
     * failed sign-ins, so guessing through here is throttled like the login.
     */
    async changePassword(
      { userId, sessionId }: { userId: string; sessionId: string },
      { current_password, password }: ChangePasswordInput,
      ip: string,
    ): Promise<void> {
      const problem = passwordProblem(password);
      if (problem) throw badRequest(problem, { password: problem });
      const [person] = await db
        .select({ email: users.email, passwordHash: accounts.password_hash })
        .from(users)
        .leftJoin(accounts, eq(accounts.user_id, users.id))
        .where(eq(users.id, userId));
      if (!person) throw badRequest('invalidInput');
      // A newcomer's session came from the link mailed to them: proof enough to choose one.
      if (person.passwordHash !== null && !permissions.isRestricted(userId)) {
        const attempt = { email: person.email, ip };
        await throttle.check(attempt);
        if (!current_password || !(await verifyPassword(person.passwordHash, current_password))) {
          await throttle.recordFailure(attempt);
          throw badRequest('currentPasswordWrong', {
            current_password: 'currentPasswordWrong',
          });
        }
      }
      const passwordHash = await hashPassword(password);
      const ended = await db.transaction(async (tx) => {
        await storePasswordHash(tx, userId, passwordHash);
        return revokeSessions(
          tx,
          and(eq(refreshTokens.user_id, userId), ne(refreshTokens.family_id, sessionId))!,
        );
      });
      sessions.forget(ended);
    },
  };
}
