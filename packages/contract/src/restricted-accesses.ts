import { z } from 'zod';
import { PersonRef } from './api.ts';
import { defineObject } from './define-object.ts';

/**
 * Where a restricted-access link is: `active` still opens Atrium once; `used` opened a session;
 * `revoked` was withdrawn by HR or replaced by a newer link; `expired` passed its date unused.
 */
export const RESTRICTED_ACCESS_STATES = ['active', 'used', 'expired', 'revoked'] as const;
export type RestrictedAccessState = (typeof RESTRICTED_ACCESS_STATES)[number];

/** A newcomer's welcome link as HR sees it: never its token, nor the token's hash. */
export const RestrictedAccess = z.object({
  id: z.string(),
  /** The newcomer it opens Atrium to. */
  user_id: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  /** Who sent it; null once that person's record is gone. */
  created_by: PersonRef.nullable(),
  state: z.enum(RESTRICTED_ACCESS_STATES),
});
export type RestrictedAccess = z.infer<typeof RestrictedAccess>;

/**
 * `public/restricted_accesses`: the welcome links of newcomers, for HR to see and revoke
 * (`POST …/{id}/revoke`: a link is kept, revoked, never deleted).
 */
export const restrictedAccessesObject = defineObject({
  module: 'public',
  object: 'restricted_accesses',
  permission: 'newcomers',
  record: RestrictedAccess,
  filters: {
    /** One newcomer's links. */
    user_id: { type: 'id' },
  },
  facets: [],
  sorts: ['created_at', 'expires_at'],
});
