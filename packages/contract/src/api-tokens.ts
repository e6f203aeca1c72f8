import { z } from 'zod';
import { PersonRef } from './api.ts';
import { defineObject } from './define-object.ts';
import { TOKEN_MESSAGES } from './server-messages.ts';

/**
 * What an API token may reach, declared once: each scope names the permissions it lends its
 * token on the generic routes (a route of the generic API is open to a token whose scopes lend its
 * `'{object} {action}'`); a special route opens itself to a scope by naming it (`tokenScope`).
 * Everything else is closed to every token, and no admin route ever names a scope. A new scope is
 * one line here (`'assignments:write': ['assignments create', 'assignments update']`).
 */
export const TOKEN_SCOPES = {
  /** The SCIM 2.0 endpoints (`/scim/v2`) only: an identity provider keeping people in step. */
  scim: [],
  /** Who's who: people, groups and tags, read only. */
  'directory:read': ['users read', 'teams read', 'tags read'],
  /** People's resumes, read only. */
  'resumes:read': ['resume read'],
} as const satisfies Record<string, readonly string[]>;
export type TokenScope = keyof typeof TOKEN_SCOPES;
export const TOKEN_SCOPE_NAMES = Object.keys(TOKEN_SCOPES) as TokenScope[];

/**
 * `scim`: an identity provider's (Entra ID, Okta); `service`: a script of the firm's IT; both made
 * by an administrator on the Integrations screen. `personal`: a person's own, acting as them.
 */
export const TOKEN_KINDS = ['scim', 'service', 'personal'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** The scopes each kind may hold: SCIM is a kind of its own, so no script reads with it. */
export const KIND_SCOPES: Record<TokenKind, readonly TokenScope[]> = {
  scim: ['scim'],
  service: ['directory:read', 'resumes:read'],
  personal: ['directory:read', 'resumes:read'],
};

/** A token lives a year at most: a forgotten one stops by itself. */
export const TOKEN_DAYS_MAX = 365;
export const TOKEN_NAME_MAX = 80;
/** Every secret starts so: a leaked one is recognised by secret scanners and by people. */
export const TOKEN_SECRET_PREFIX = 'atr_';

export const TOKEN_STATES = ['active', 'expired', 'revoked'] as const;
export type TokenState = (typeof TOKEN_STATES)[number];

/** A token as anyone sees it: never its secret, nor the secret's hash. */
export const ApiToken = z.object({
  id: z.string(),
  kind: z.enum(TOKEN_KINDS),
  name: z.string(),
  /** The secret's first characters (`atr_Xy12…`), to tell which token a script holds. */
  prefix: z.string(),
  scopes: z.array(z.enum(TOKEN_SCOPE_NAMES as [TokenScope, ...TokenScope[]])),
  /** Whose rights a personal token acts with; null for the others. */
  owner: PersonRef.nullable(),
  /** Who made it; null once that person's record is gone. */
  created_by: PersonRef.nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  /** Within a minute: the last use is written at most once a minute. */
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  state: z.enum(TOKEN_STATES),
  /**
   * The reader may revoke it (active, and their own or they hold 'integrations update'): a revoke
   * is a route of its own, so the generic `_can.update` does not tell.
   */
  revocable: z.boolean(),
});
export type ApiToken = z.infer<typeof ApiToken>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last day a token made today may be given: a year from now. */
export const latestTokenExpiry = (now = new Date()): string =>
  new Date(now.getTime() + TOKEN_DAYS_MAX * DAY_MS).toISOString().slice(0, 10);

/**
 * A new token: its kind, a name saying what uses it, its scopes (among its kind's), and the day it
 * expires (required: after today, a year away at most; it stops at the end of that day, UTC).
 */
export const ApiTokenCreate = z
  .strictObject({
    kind: z.enum(TOKEN_KINDS),
    name: z.string().trim().min(1).max(TOKEN_NAME_MAX),
    scopes: z
      .array(z.enum(TOKEN_SCOPE_NAMES as [TokenScope, ...TokenScope[]]))
      .min(1)
      .max(TOKEN_SCOPE_NAMES.length),
    expires_on: z.iso.date(),
  })
  .superRefine((input, issues) => {
    const allowed = KIND_SCOPES[input.kind];
    if (input.scopes.some((scope) => !allowed.includes(scope)))
      issues.addIssue({ code: 'custom', path: ['scopes'], message: TOKEN_MESSAGES.scopeNotForKind });
    const today = new Date().toISOString().slice(0, 10);
    if (input.expires_on <= today)
      issues.addIssue({ code: 'custom', path: ['expires_on'], message: TOKEN_MESSAGES.expiryPast });
    else if (input.expires_on > latestTokenExpiry())
      issues.addIssue({ code: 'custom', path: ['expires_on'], message: TOKEN_MESSAGES.expiryTooFar });
  });
export type ApiTokenCreate = z.infer<typeof ApiTokenCreate>;

/** What a create answers: the token, and its secret, shown this once and never again. */
export const ApiTokenCreated = z.object({ token: ApiToken, secret: z.string() });
export type ApiTokenCreated = z.infer<typeof ApiTokenCreated>;

/**
 * `admin/api_tokens`: the Integrations screen's list ('integrations read': every token) and a
 * person's own personal tokens (anyone, their own only). Created by `POST …/api_tokens` (a secret
 * is shown once, which the generic create cannot answer) and revoked by `POST …/{id}/revoke`:
 * a token is kept, revoked, never deleted, so the audit log's "by token" keeps its name.
 */
export const apiTokensObject = defineObject({
  module: 'admin',
  object: 'api_tokens',
  permission: 'integrations',
  record: ApiToken,
  filters: {
    kind: { values: TOKEN_KINDS },
    state: { values: TOKEN_STATES },
    /** One person's personal tokens (the settings' section asks for the caller's own). */
    owner: { type: 'id' },
  },
  facets: ['kind', 'state'],
  sorts: ['created_at', 'expires_at', 'last_used_at'],
});
