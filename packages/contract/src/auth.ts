import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './limits.ts';

const email = z.email().max(320);

export const LoginInput = z.strictObject({ email, password: z.string().min(1).max(PASSWORD_MAX) });
export type LoginInput = z.infer<typeof LoginInput>;

/** A new password: length only here; the server also refuses the most common ones. */
export const NewPassword = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);

export const ForgotPasswordInput = z.strictObject({ email });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInput>;

export const ResetPasswordInput = z.strictObject({
  // Any length short of absurd: a short or mistyped token is a link that does not work, which the
  // server says as such (passwordResetInvalid), not a form error about the body (issue 47).
  token: z.string().min(1).max(200),
  email,
  password: NewPassword,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

/**
 * `POST password/change`, signed in: the current password proves it is the person (a newcomer who
 * never had one sets their first without it); every other session of the account then ends.
 */
export const ChangePasswordInput = z.strictObject({
  current_password: z.string().min(1).max(PASSWORD_MAX).optional(),
  password: NewPassword,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

/** `POST refresh/logout` and `access/logout` may end every other session of the account. */
export const LogoutInput = z.strictObject({ everywhere: z.boolean().optional() }).nullish();
export type LogoutInput = z.infer<typeof LogoutInput>;

/** Who is signed in, answered by login. */
export const Session = z.object({ user_id: z.string(), roles: z.array(z.string()) });
export type Session = z.infer<typeof Session>;

/** `GET /api/a12n/access?token=`: a newcomer's link (SPEC §4 restricted access start-up). */
export const AccessQuery = z.object({ token: z.string().min(20).max(200) });
/** Its answer: the session is also in the cookies, as after a sign-in. */
export const AccessBody = z.object({ refresh_token: z.string() });
export type AccessBody = z.infer<typeof AccessBody>;

/**
 * `GET /api/a12n/oidc`: the single sign-on the sign-in page offers ('Sign in with {name}'); `null`
 * where the firm has none (an answer, not a 404: the sign-in page asks on every visit, and a failed
 * request there is an error in the browser's console).
 */
export const SingleSignOn = z.object({ name: z.string().nullable() });
export type SingleSignOn = z.infer<typeof SingleSignOn>;
/** `GET /api/a12n/oidc/start?next=`: where to land once signed in (a path of the app). */
export const SingleSignOnStart = z.object({ next: z.string().max(500).optional() });
/** The provider's answer on `GET /api/a12n/oidc/callback`: a code, or an error, and the state. */
export const SingleSignOnCallback = z.object({
  state: z.string().min(1).max(500),
  code: z.string().min(1).max(2000).optional(),
  error: z.string().max(200).optional(),
});
/** Why the sign-in page came back from the provider without a session (`/login?sso=`). */
export const SINGLE_SIGN_ON_REFUSALS = ['failed', 'unknown', 'domain'] as const;
export type SingleSignOnRefusal = (typeof SINGLE_SIGN_ON_REFUSALS)[number];
