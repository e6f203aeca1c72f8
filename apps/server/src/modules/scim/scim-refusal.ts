import type { Db } from '../../db/database.ts';
import type { TokenPrincipal } from '../../platform/api-tokens/api-token-auth.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import type { AuditChanges } from '../../platform/audit/audit.tables.ts';
import { ScimError, type ScimType } from './scim-errors.ts';

/**
 * A write SCIM may not make on this person (an administrator's sign-in email, the last
 * administrator's account): refused with nothing written, and recorded in the audit log, since a
 * provider's token attempting it is something the firm's administrators must see.
 */
export class ScimRefusal extends ScimError {
  readonly recordId: string;
  readonly changes: AuditChanges;

  constructor(detail: string, scimType: ScimType, recordId: string, changes: AuditChanges) {
    super(403, detail, scimType);
    this.recordId = recordId;
    this.changes = changes;
  }
}

/**
 * Runs a write; a ScimRefusal it throws (its transaction rolled back) is recorded as a `refuse`
 * entry "by token {name}", in a transaction of its own, then thrown on to be answered.
 */
export async function auditingRefusals<T>(
  db: Db,
  token: TokenPrincipal,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ScimRefusal) {
      await recordAudit(db, {
        actor: token.ownerId,
        token: token.id,
        object: 'cv_library/users',
        recordId: error.recordId,
        action: 'refuse',
        changes: error.changes,
      });
    }
    throw error;
  }
}
