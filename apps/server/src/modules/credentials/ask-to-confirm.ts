import type { Tx } from '../../db/database.ts';
import { excerpt, notify } from '../../platform/notifications/notify.ts';
import type { ContributionRow, CredentialRow } from './credentials.tables.ts';

/** Where the person named goes to confirm: the credential's page, which offers the button. */
const credentialLink = (id: string) => `/credentials/${id}`;

/**
 * Asks each person newly named a contributor, and not confirmed by naming themselves, to confirm
 * their part: until they or the credential's manager do, it adds nothing to their years per skill.
 */
export async function askToConfirm(
  tx: Tx,
  row: CredentialRow,
  before: readonly ContributionRow[],
  actorId: string,
): Promise<void> {
  const named = new Set(before.map((c) => c.user_id));
  for (const { user_id, confirmed } of row.contributors) {
    if (confirmed || named.has(user_id)) continue;
    await notify(tx, {
      recipientId: user_id,
      kind: 'contribution',
      actorId,
      link: credentialLink(row.id),
      params: { excerpt: excerpt(row.name) },
    });
  }
}
