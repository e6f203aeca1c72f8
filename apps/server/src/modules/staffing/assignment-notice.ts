import type { Tx } from '../../db/database.ts';
import { notify } from '../../platform/notifications/notify.ts';
import type { AssignmentRow } from './staffing.tables.ts';

/** What a person's notification says of a confirmed assignment of theirs: the dates and the share matter. */
const changedForThem = (row: AssignmentRow, before: AssignmentRow | null) =>
  before === null ||
  before.status !== 'confirmed' ||
  before.user_id !== row.user_id ||
  before.start_date !== row.start_date ||
  before.end_date !== row.end_date ||
  before.allocation !== row.allocation;

/**
 * Tells the person when a confirmed assignment of theirs is created, confirmed, or moved (dates or
 * allocation), in the write's transaction; not for a tentative one, nor a change of role or project.
 */
export async function notifyOfAssignment(
  tx: Tx,
  row: AssignmentRow,
  before: AssignmentRow | null,
  actorId: string | null,
): Promise<void> {
  if (row.status !== 'confirmed' || !changedForThem(row, before)) return;
  await notify(tx, {
    recipientId: row.user_id,
    kind: 'assignment',
    actorId,
    // The same link for the same news only (notify folds identical unread ones): each assignment,
    // and each period and share of it, is news of its own.
    link: `/profile/${row.user_id}#assignment-${row.id}-${row.start_date}-${row.end_date ?? 'open'}-${row.allocation}`,
    params: {
      // What the bell's sentence quotes, in any language: the client, the period, the share.
      excerpt: `${row.client}, ${row.start_date} → ${row.end_date ?? '…'}, ${row.allocation} %`,
      client: row.client,
      start: row.start_date,
      end: row.end_date ?? '',
      allocation: String(row.allocation),
    },
  });
}
