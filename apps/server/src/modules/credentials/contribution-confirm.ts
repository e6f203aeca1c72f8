import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { assertRowAccess } from '../../platform/c13s/access.ts';
import type { AccessContext } from '../../platform/c13s/define-object.ts';
import { forbidden, notFound } from '../../platform/http-errors.ts';
import { credentialsImplementation } from './credentials.objects.ts';
import { credentials } from './credentials.tables.ts';

/**
 * Confirms a person's part in a credential: the person themselves or the credential's manager
 * (404 for a credential the caller cannot read or a person not named in it, 403 for anyone else).
 * The statement trigger measures their years per skill again in this transaction.
 */
export async function confirmContribution(
  tx: Tx,
  credentialId: string,
  userId: string,
  ctx: AccessContext,
): Promise<void> {
  await assertRowAccess(tx, credentialsImplementation, credentialId, 'read', ctx, { lock: true });
  const [row] = await tx.select().from(credentials).where(eq(credentials.id, credentialId));
  const part = row!.contributors.find((c) => c.user_id === userId);
  if (!part) throw notFound('credentials.notAContributor');
  if (ctx.user.id !== userId && ctx.user.id !== row!.credential_manager_id) throw forbidden();
  if (part.confirmed) return;
  const contributors = row!.contributors.map((c) => (c.user_id === userId ? { ...c, confirmed: true } : c));
  await tx
    .update(credentials)
    .set({ contributors, updated_at: new Date() })
    .where(eq(credentials.id, credentialId));
  await recordAudit(tx, {
    actor: ctx.user.id,
    object: 'cv_library/projects',
    recordId: credentialId,
    action: 'confirm',
    changes: { contributors: { before: row!.contributors, after: contributors } },
  });
}
