import {
  AccessBody,
  AccessQuery,
  ChangePasswordInput,
  ErrorBody,
  ForgotPasswordInput,
  LoginInput,
  LogoutInput,
  message,
  MessageBody,
  ResetPasswordInput,
  Session,
  SESSION_HINT_COOKIE,
  SingleSignOn,
  SingleSignOnCallback,
  SingleSignOnStart,
} from '@atrium/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, unauthenticated } from '../http-errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createA12nService, type IssuedSession } from './a12n.service.ts';
import { DEVICE_COOKIE } from './device-cookie.ts';
import { createOidcSignIn, OidcRefused } from './oidc.ts';
import { createRateLimits } from './rate-limits.ts';
import type { SessionLiveness } from './session-liveness.ts';
import { ACCESS_COOKIE, ACCESS_TOKEN_SECONDS, REFRESH_COOKIE, type TokenService } from './tokens.ts';

const tags = ['a12n'];
const OIDC_COOKIE = 'atrium_oidc';
/** Any POST here may be refused as malformed (400) or cross-site (403). */
const refused = { 400: ErrorBody, 403: ErrorBody };

/** `/api/a12n`: sign-in, session renewal, sign-out and password reset. Public: they make the session. */
export const a12nRoutes: FastifyPluginAsyncZod<{
  tokens: TokenService;
  sessions: SessionLiveness;
  mailer: Mailer;
}> = async (app, { tokens, sessions, mailer }) => {
  const a12n = createA12nService({
    db: app.db,
    tokens,
    sessions,
    mailer,
    permissions: app.permissions,
    rateLimits: createRateLimits(app.db),
    signInEvents: app.metrics.signIn,
    config: app.config,
    log: app.log,
  });
  acceptEmptyJsonBody(app);

  const startSession = (reply: FastifyReply, issued: IssuedSession): Session => {
    reply.setCookie(ACCESS_COOKIE, issued.accessToken, tokens.accessCookie);
    // When the web should renew: a little before the access token runs out.
    const until = Date.now() + ACCESS_TOKEN_SECONDS * 1000;
    reply.setCookie(SESSION_HINT_COOKIE, String(until), tokens.sessionHintCookie);
    if (issued.refreshToken) reply.setCookie(REFRESH_COOKIE, issued.refreshToken, tokens.refreshCookie);
    if (issued.deviceCookie) reply.setCookie(DEVICE_COOKIE, issued.deviceCookie, tokens.deviceCookie);
    return issued.session;
  };
  const endSession = (reply: FastifyReply): void => {
    reply.clearCookie(ACCESS_COOKIE, tokens.accessCookie);
    reply.clearCookie(ACCESS_COOKIE, tokens.earlierAccessCookie);
    reply.clearCookie(REFRESH_COOKIE, tokens.refreshCookie);
    reply.clearCookie(SESSION_HINT_COOKIE, tokens.sessionHintCookie);
  };

  app.post(
    '/login',
    {
      schema: {
        operationId: 'login',
        tags,
        body: LoginInput,
        response: { 200: Session, ...refused, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) =>
      startSession(
        reply,
        await a12n.login(request.body, { ip: request.ip, deviceCookie: request.cookies[DEVICE_COOKIE] }),
      ),
  );

  // Single sign-on (OpenID Connect), when configured: its routes answer 404 otherwise, but for the
  // question the sign-in page asks on every visit (`GET /oidc`: a null name).
  const sso =
    app.config.oidc &&
    createOidcSignIn({
      oidc: app.config.oidc,
      origin: app.config.origin,
      secret: app.config.jwtSecret,
      db: app.db,
    });
  const ssoOn = () => {
    if (!sso) throw notFound('singleSignOnOff');
    return sso;
  };
  /** The signed state the browser keeps while the person is at the provider. */
  const pendingCookie = { ...tokens.refreshCookie, path: '/api/a12n/oidc', maxAge: 10 * 60 };

  app.get(
    '/oidc',
    { schema: { operationId: 'singleSignOn', tags, response: { 200: SingleSignOn } } },
    async () => ({ name: sso ? sso.name : null }),
  );

  app.get(
    '/oidc/start',
    {
      schema: {
        operationId: 'singleSignOnStart',
        tags,
        description: "Sends the browser to the provider (302), keeping the sign-in's state in a cookie.",
        querystring: SingleSignOnStart,
        response: { 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { url, pending } = await ssoOn().start(request.query.next);
      reply.setCookie(OIDC_COOKIE, pending, pendingCookie);
      return reply.redirect(url, 302);
    },
  );

  app.get(
    '/oidc/callback',
    {
      schema: {
        operationId: 'singleSignOnCallback',
        tags,
        description:
          "Where the provider sends the browser back: a session and the app (302), or the sign-in page with '?sso=failed', '?sso=unknown' or '?sso=domain'.",
        querystring: SingleSignOnCallback,
        response: { 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const signIn = ssoOn();
      reply.clearCookie(OIDC_COOKIE, pendingCookie);
      try {
        const { userId, next } = await signIn.finish(request.url, request.cookies[OIDC_COOKIE]);
        startSession(reply, await a12n.signedInElsewhere(userId));
        return reply.redirect(next, 302);
      } catch (error) {
        if (!(error instanceof OidcRefused)) throw error;
        request.log.warn({ reason: error.reason, detail: error.message }, 'single sign-on refused');
        return reply.redirect(`/login?sso=${error.reason}`, 302);
      }
    },
  );

  app.get(
    '/access',
    {
      schema: {
        operationId: 'access',
        tags,
        querystring: AccessQuery,
        response: { 200: AccessBody, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const issued = await a12n.access(request.query.token);
      startSession(reply, issued);
      return { refresh_token: issued.refreshToken! };
    },
  );

  app.post(
    '/refresh',
    { schema: { operationId: 'refresh', tags, response: { 200: Session, ...refused, 401: ErrorBody } } },
    async (request, reply) => {
      const issued = await a12n.refresh(request.cookies[REFRESH_COOKIE]);
      if (!issued) {
        endSession(reply);
        throw unauthenticated();
      }
      return startSession(reply, issued);
    },
  );

  for (const [path, operationId] of [
    ['/refresh/logout', 'logoutRefresh'],
    ['/access/logout', 'logoutAccess'],
  ] as const) {
    app.post(
      path,
      { schema: { operationId, tags, body: LogoutInput, response: { 200: MessageBody, ...refused } } },
      async (request, reply) => {
        await a12n.logout(
          { refreshToken: request.cookies[REFRESH_COOKIE], accessToken: request.cookies[ACCESS_COOKIE] },
          { everywhere: request.body?.everywhere === true },
        );
        endSession(reply);
        return message('loggedOut');
      },
    );
  }

  app.post(
    '/password/forgot',
    {
      schema: {
        operationId: 'forgotPassword',
        tags,
        body: ForgotPasswordInput,
        response: { 200: MessageBody, ...refused, 429: ErrorBody },
      },
    },
    async (request) => {
      await a12n.forgotPassword(request.body.email, request.ip);
      return message('passwordResetSent');
    },
  );

  app.post(
    '/password/change',
    {
      schema: {
        operationId: 'changePassword',
        tags,
        body: ChangePasswordInput,
        response: { 200: MessageBody, ...refused, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw unauthenticated();
      await a12n.changePassword({ userId: user.id, sessionId: user.sessionId }, request.body, request.ip);
      return message('passwordChanged');
    },
  );

  app.post(
    '/password/reset',
    {
      schema: {
        operationId: 'resetPassword',
        tags,
        body: ResetPasswordInput,
        response: { 200: MessageBody, ...refused, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      await a12n.resetPassword(request.body, request.ip);
      // Every session of the account has just ended, this browser's included.
      endSession(reply);
      return message('passwordResetDone');
    },
  );
};

/**
 * Clients that send `Content-Type: application/json` on every call post refresh and logout with no
 * body; Fastify would refuse that with 400, so in these routes an empty JSON body means no body.
 */
function acceptEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') done(null, undefined);
    else parseJson(request, text, done);
  });
}
