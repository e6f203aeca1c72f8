import {
  type CodedMessage,
  type GroupBreach,
  groupBreaches,
  type GroupDraft,
  type GroupMemberInput,
  message,
} from '@atrium/contract';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database.ts';
import type { AccessContext } from '../../platform/c13s/define-object.ts';
import { badRequest, conflict } from '../../platform/http-errors.ts';
import { displayNames } from './group-people.ts';
import { groupMemberships } from './groups.tables.ts';

/** Who holds which place in a group, in the order the group lists them. */
export type Memberships = { leaders: string[]; steerco: string[]; members: GroupMemberInput[] };

/** The memberships of a group as they are stored. */
export async function storedMemberships(db: DbOrTx, groupId: string): Promise<Memberships> {
  const rows = await db
    .select({
      user_id: groupMemberships.user_id,
      role: groupMemberships.role,
      status: groupMemberships.status,
    })
    .from(groupMemberships)
    .where(eq(groupMemberships.group_id, groupId))
    .orderBy(asc(groupMemberships.position), asc(groupMemberships.created_at));
  return {
    leaders: rows.filter((row) => row.role === 'leader').map((row) => row.user_id),
    steerco: rows.filter((row) => row.role === 'steerco').map((row) => row.user_id),
    members: rows.filter((row) => row.role === 'member').map(({ user_id, status }) => ({ user_id, status })),
  };
}

const everyone = (draft: GroupDraft): [field: string, userId: string][] => [
  ...draft.leaders.map((id, i): [string, string] => [`leaders.${i}`, id]),
  ...draft.steerco.map((id, i): [string, string] => [`steerco.${i}`, id]),
  ...draft.members.map((member, i): [string, string] => [`members.${i}`, member.user_id]),
];

/**
 * Refuses a group that breaks a rule of `groupBreaches`: a list too long or too many man-days
 * (400), a person who does not exist (400), or a person in two places (409). The message names
 * the first rule broken and, for people, the person; `errors` lists every breach by field.
 */
export async function enforceGroupRules(db: DbOrTx, draft: GroupDraft): Promise<void> {
  const breaches = groupBreaches(draft);
  const limits = breaches.filter((breach) => breach.kind === 'limit');
  if (limits.length > 0) {
    const errors = messagesByField(limits, new Map());
    throw badRequest(Object.values(errors)[0]!, errors);
  }

  // Limits hold here, so this is a bounded number of people.
  const names = await displayNames(db, [...new Set(everyone(draft).map(([, id]) => id))]);
  const unknown = everyone(draft).filter(([, id]) => !names.has(id));
  if (unknown.length > 0) {
    throw badRequest(
      'invalidInput',
      Object.fromEntries(unknown.map(([field]) => [field, 'groups.unknownPerson' as const])),
    );
  }

  const exclusivity = breaches.filter((breach) => breach.kind === 'exclusivity');
  if (exclusivity.length > 0) {
    const errors = messagesByField(exclusivity, names);
    throw conflict(Object.values(errors)[0]!, errors);
  }
}

function messagesByField(breaches: GroupBreach[], names: Map<string, string>): Record<string, CodedMessage> {
  return Object.fromEntries(
    breaches.map((breach) => [
      breach.field,
      message(`groups.rule.${breach.key}`, {
        ...(breach.max !== undefined && { max: breach.max }),
        ...(breach.user_id && { name: names.get(breach.user_id) ?? '' }),
      }),
    ]),
  );
}

/**
 * Who writes a group's places: a leader without 'teams update' (`confirms: false`) gives places
 * that count for no leader's powers over the person until confirmed by someone with 'teams update'.
 */
export type Placer = { id: string; confirms: boolean };

/** The caller as a placer: their places count at once only when they hold 'teams update'. */
export const placerOf = (ctx: AccessContext): Placer => ({
  id: ctx.user.id,
  confirms: ctx.can('teams', 'update'),
});

/**
 * Makes the stored memberships of a group exactly `memberships`. People who stay keep their
 * row (and the date they joined); the mirror triggers then refresh the group's search arrays.
 * A place `placer` gives or changes (role or status) is confirmed as they may confirm it; a place
 * left as it was keeps its state. No placer: the system (the seed), whose places count.
 */
export async function replaceMemberships(
  tx: Tx,
  groupId: string,
  memberships: Memberships,
  placer?: Placer,
): Promise<void> {
  const stored = await tx
    .select({
      user_id: groupMemberships.user_id,
      role: groupMemberships.role,
      status: groupMemberships.status,
      confirmed: groupMemberships.confirmed,
      placed_by: groupMemberships.placed_by,
    })
    .from(groupMemberships)
    .where(eq(groupMemberships.group_id, groupId));
  const before = new Map(stored.map((row) => [row.user_id, row]));
  const rows = [
    ...memberships.leaders.map((user_id, position) => ({ user_id, role: 'leader' as const, position })),
    ...memberships.steerco.map((user_id, position) => ({ user_id, role: 'steerco' as const, position })),
    ...memberships.members.map(({ user_id, status }, position) => ({
      user_id,
      role: 'member' as const,
      status,
      position,
    })),
  ].map((row) => {
    const place = { status: 'active' as const, ...row, group_id: groupId };
    const was = before.get(place.user_id);
    const unchanged = was && was.role === place.role && was.status === place.status;
    if (unchanged) return { ...place, confirmed: was.confirmed, placed_by: was.placed_by };
    const confirmed = placer?.confirms ?? true;
    return { ...place, confirmed, placed_by: confirmed ? null : placer!.id };
  });

  const kept = rows.map((row) => row.user_id);
  await tx
    .delete(groupMemberships)
    .where(
      and(
        eq(groupMemberships.group_id, groupId),
        kept.length > 0 ? notInArray(groupMemberships.user_id, kept) : undefined,
      ),
    );
  if (rows.length === 0) return;
  await tx
    .insert(groupMemberships)
    .values(rows)
    .onConflictDoUpdate({
      target: [groupMemberships.group_id, groupMemberships.user_id],
      set: {
        role: sql`excluded.role`,
        status: sql`excluded.status`,
        position: sql`excluded.position`,
        confirmed: sql`excluded.confirmed`,
        placed_by: sql`excluded.placed_by`,
      },
    });
}
