import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { closeAccount } from '../../platform/a12n/close-account.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { writeUserRoles } from '../../platform/permissions/permission-service.ts';
import { users } from '../../platform/users/users.tables.ts';
import { postForFirm } from '../wall/firm-posts.ts';
import { newcomers } from './newcomers.tables.ts';

export type NewcomerMove = 'arrived' | 'left';

/**
 * Arriving makes the newcomer a colleague (the restricted role goes, Who's who shows them); leaving
 * disables the account (no role, every session revoked). Answers the sessions ended, for the caller
 * to forget once committed; the caller refreshes permissions after the commit too. `actor` is who
 * moved them, for the audit log: null when the arrival date did (the morning job).
 */
export async function moveNewcomer(
  tx: Tx,
  id: string,
  move: NewcomerMove,
  actor: string | null,
): Promise<string[]> {
  const [newcomer] = await tx
    .select({ status: newcomers.status })
    .from(newcomers)
    .where(eq(newcomers.id, id))
    .for('update');
  await tx.update(newcomers).set({ status: move, updated_at: new Date() }).where(eq(newcomers.id, id));
  await recordAudit(tx, {
    actor,
    object: 'cv_library/newcomers',
    recordId: id,
    action: move,
    changes: { status: { before: newcomer?.status ?? null, after: move } },
  });
  await writeUserRoles(tx, id, [], actor);
  if (move === 'left') return closeAccount(tx, id);
  const [person] = await tx
    .update(users)
    .set({ status: 'active', updated_at: new Date() })
    .where(eq(users.id, id))
    .returning({ first_name: users.first_name, last_name: users.last_name });
  // The wall welcomes them, once, whether HR or the morning job moved them.
  if (person) {
    const name = `${person.first_name} ${person.last_name}`;
    await postForFirm(tx, {
      kind: 'newcomer_arrived',
      recordId: id,
      name,
      link: `/profile/${id}`,
      actorId: actor,
    });
  }
  return [];
}
