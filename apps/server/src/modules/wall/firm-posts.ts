import {
  FIRM_POST_NAME_MAX,
  FIRM_POSTS_PER_HOUR_MAX,
  type FirmPostKind,
  WALL_LIMIT_WINDOW_MS,
} from '@atrium/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { spendAllowance } from '../../platform/a12n/rate-limits.ts';
import { wallPosts } from './wall.tables.ts';

export type FirmPost = {
  kind: FirmPostKind;
  /** The record the event is about: with the kind, the post's unique key; the post goes with it. */
  recordId: string;
  /** What the sentence names (the newcomer, the credential, the guild, the solution). */
  name: string;
  /** Its page in the web app. */
  link: string;
  /** Whose act it is (null for a job): each person makes the firm speak a few times an hour at most. */
  actorId: string | null;
};

/** The column linking a post of this kind to its record (ON DELETE CASCADE). */
const RECORD_COLUMN = {
  newcomer_arrived: 'firm_person_id',
  credential_won: 'firm_credential_id',
  guild_created: 'firm_group_id',
  solution_top: 'firm_solution_id',
} as const satisfies Record<FirmPostKind, keyof typeof wallPosts.$inferInsert>;

/** The record's name as the post quotes it: nothing else of what its author typed, and not all of a long name. */
const quotedName = (name: string) =>
  name.length > FIRM_POST_NAME_MAX ? `${name.slice(0, FIRM_POST_NAME_MAX - 1)}…` : name;

/**
 * The firm's own post about an event, written in the event's transaction so it exists if and only
 * if the event commits, and once: a second arrival, a flag set again, a replayed job find the key
 * taken and write nothing. The web words it from its kind, in the reader's language; it quotes the
 * record's name alone, and is deleted with the record. Callers post only for acts of people
 * entitled to speak for the firm (a permission of the act itself: 'credentials top', 'teams
 * create', 'solutions top', HR's arrivals); past FIRM_POSTS_PER_HOUR_MAX of one person's in an
 * hour, the act stands and the wall stays quiet.
 */
export async function postForFirm(tx: Tx, { kind, recordId, name, link, actorId }: FirmPost): Promise<void> {
  const key = `${kind}:${recordId}`;
  // An event told already (a flag set again) spends nothing of the allowance.
  const [told] = await tx.select({ id: wallPosts.id }).from(wallPosts).where(eq(wallPosts.firm_key, key));
  if (told) return;
  if (actorId !== null) {
    const allowed = await spendAllowance(tx, {
      key: `firm-post:${actorId}`,
      max: FIRM_POSTS_PER_HOUR_MAX,
      windowMs: WALL_LIMIT_WINDOW_MS,
    });
    if (!allowed.within) return;
  }
  await tx
    .insert(wallPosts)
    .values({
      text: '',
      firm_kind: kind,
      firm_key: key,
      firm_name: quotedName(name),
      firm_link: link,
      [RECORD_COLUMN[kind]]: recordId,
    })
    .onConflictDoNothing({ target: wallPosts.firm_key });
}
