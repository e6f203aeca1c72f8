import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { HttpError } from '../../platform/http-errors.ts';
import { holdsARole, keepAnActiveAdministrator } from '../../platform/permissions/permission-service.ts';
import { isOfDomains } from '../../platform/users/email-domains.ts';
import { ScimError } from './scim-errors.ts';
import { ScimRefusal } from './scim-refusal.ts';
import type { ScimPerson, ScimProfile } from './scim-user.ts';

/**
 * What SCIM may not do, because it manages the directory, not the people who administer Atrium
 * (README, "Provisioning (SCIM)"): write an address outside the firm's domains, change the sign-in
 * email of someone holding a role (whoever holds that address can reset the password and be
 * them), close the last administrator's account.
 */

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Every address SCIM writes is the firm's (FIRM_EMAIL_DOMAIN, OIDC_ALLOWED_DOMAINS): 400 otherwise. */
export function assertFirmEmail(
  profile: { email: string | null; work_email: string | null },
  domains: readonly string[],
): void {
  for (const [name, email] of [
    ['userName', profile.email],
    ['emails', profile.work_email],
  ] as const) {
    if (email !== null && !isOfDomains(email, domains))
      throw new ScimError(400, `${name} is not an address of the firm's domains`, 'invalidValue');
  }
}

/**
 * A new sign-in email (userName): never for a person holding a role beyond the default
 * (administrator, HR, CSO, Management…), 403 `mutability`, recorded; else only of the firm's
 * domains. `emails` is never stored (Atrium answers userName there) but a new value of it is held
 * to the domains too. What the provider sends unchanged (a person HR added with another domain)
 * is not a write.
 */
export async function assertMayChangeSignInEmail(
  tx: Tx,
  current: ScimPerson['user'],
  profile: ScimProfile,
  domains: readonly string[],
): Promise<void> {
  const newEmail = !same(profile.email, current.email);
  if (newEmail && (await holdsARole(tx, [current.id]))) {
    throw new ScimRefusal(
      'This person holds a role in Atrium: their sign-in email is changed there, not by provisioning',
      'mutability',
      current.id,
      { email: { before: current.email, after: profile.email } },
    );
  }
  const newWorkEmail = profile.work_email !== null && !same(profile.work_email, current.email);
  assertFirmEmail(
    {
      ...profile,
      email: newEmail ? profile.email : null,
      work_email: newWorkEmail ? profile.work_email : null,
    },
    domains,
  );
}

/** The last active administrator's account stays open: 403 `mutability`, recorded. */
export async function assertMayClose(tx: Tx, id: string): Promise<void> {
  try {
    await keepAnActiveAdministrator(tx, id);
  } catch (error) {
    if (error instanceof HttpError && error.said.code === 'lastAdministrator') {
      throw new ScimRefusal(
        'The last active administrator cannot be deactivated by provisioning',
        'mutability',
        id,
        {
          status: { before: 'active', after: 'left' },
        },
      );
    }
    throw error;
  }
}

/**
 * Who closed this account in Atrium (HR's deactivation, a newcomer's leaving, a merge), when the
 * last entry that closed it was made there rather than by a token; undefined otherwise. The
 * provider's reopening of such an account says so in its audit entry.
 */
export async function closedInAtriumBy(tx: Tx, id: string): Promise<string | null | undefined> {
  const [closing] = await tx
    .select({ actor: auditLog.actor, token: auditLog.token_id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.record_id, id),
        or(
          and(eq(auditLog.object, 'cv_library/users'), inArray(auditLog.action, ['deactivate', 'merge'])),
          and(eq(auditLog.object, 'cv_library/newcomers'), eq(auditLog.action, 'left')),
        ),
      ),
    )
    .orderBy(desc(auditLog.at))
    .limit(1);
  return closing && closing.token === null ? closing.actor : undefined;
}
