import type { FirmPostKind } from '@atrium/contract';
import type { Tx } from '../../db/database.ts';
import { wallPosts } from './wall.tables.ts';

export type FirmPost = {
  kind: FirmPostKind;
  /** The record the event is about: with the kind, the post's unique key. */
  recordId: string;
  /** What the sentence names (the newcomer, the credential, the guild, the solution). */
  name: string;
  /** Its page in the web app. */
  link: string;
};

/**
 * The firm's own post about an event, written in the event's transaction so it exists if and only
 * if the event commits, and once: a second arrival, a flag set again, a replayed job find the key
 * taken and write nothing. The web words it from its kind, in the reader's language.
 */
export async function postForFirm(tx: Tx, { kind, recordId, name, link }: FirmPost): Promise<void> {
  await tx
    .insert(wallPosts)
    .values({ text: '', firm_kind: kind, firm_key: `${kind}:${recordId}`, firm_name: name, firm_link: link })
    .onConflictDoNothing({ target: wallPosts.firm_key });
}
