import {
  DELIVERY_GROUP_TYPES,
  FOLLOWABLE_GROUP_TYPES,
  type GroupType,
  message,
  type PeopleWithoutGroupQuery,
} from '@atrium/contract';
import { and, asc, eq, inArray, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { diffFields, recordAudit } from '../../platform/audit/audit.ts';
import { assertRowAccess } from '../../platform/c13s/access.ts';
import type { AccessContext } from '../../platform/c13s/define-object.ts';
import { createObjectStore } from '../../platform/c13s/object-store.ts';
import { conflict, forbidden, notFound } from '../../platform/http-errors.ts';
import { personRefColumns } from '../../platform/users/person-refs.ts';
import { users } from '../../platform/users/users.tables.ts';
import {
  enforceGroupRules,
  placerOf,
  replaceMemberships,
  storedMemberships,
  type Memberships,
} from './group-memberships.ts';
import { likeLiteral } from './group-text-search.ts';
import { groupsImplementation } from './groups.objects.ts';
import { groupMemberships, groups } from './groups.tables.ts';

/**
 * What the groups module does beyond the generic API: following chapters and guilds, and the
 * lists of people without a team or without a guild.
 */
export function createGroupsService(db: Db) {
  const store = createObjectStore(groupsImplementation, db);

  /** Locks a group the caller may read for the rest of the transaction, or answers 404. */
  async function lockReadable(tx: Tx, id: string, ctx: AccessContext) {
    await assertRowAccess(tx, groupsImplementation, id, 'read', ctx, { lock: true });
    const [group] = await tx
      .select({ id: groups.id, type: groups.type })
      .from(groups)
      .where(eq(groups.id, id));
    return group!;
  }

  /** Records a change of the group's members in the audit log, in the field the generic edit uses. */
  async function auditMembers(
    tx: Tx,
    id: string,
    ctx: AccessContext,
    action: 'follow' | 'unfollow' | 'update',
    before: Memberships['members'],
  ) {
    const changes = diffFields({ members: before }, { members: (await storedMemberships(tx, id)).members });
    if (Object.keys(changes).length === 0) return;
    await recordAudit(tx, { actor: ctx.user.id, object: 'cv_library/teams', recordId: id, action, changes });
  }

  return {
    /** The caller follows a chapter or guild; following twice changes nothing. */
    async follow(id: string, ctx: AccessContext) {
      await db.transaction(async (tx) => {
        const group = await lockReadable(tx, id, ctx);
        if (!FOLLOWABLE_GROUP_TYPES.includes(group.type)) throw conflict('groups.notFollowable');
        const stored = await storedMemberships(tx, id);
        const me = ctx.user.id;
        if (stored.members.some((member) => member.user_id === me && member.status === 'follower')) return;
        // The same rules as an edit: a leader or an active member cannot also follow, and the list has a maximum.
        await enforceGroupRules(tx, {
          ...stored,
          members: [...stored.members, { user_id: me, status: 'follower' }],
        });
        await tx.insert(groupMemberships).values({
          group_id: id,
          user_id: me,
          role: 'member',
          status: 'follower',
          position: stored.members.length,
        });
        await auditMembers(tx, id, ctx, 'follow', stored.members);
      });
      return { ...(await store.byId(id, ctx)), ...message('groups.followed') };
    },

    /**
     * Adds people to the group as active members, under the rules of an edit (who may edit it, the
     * limits, one place per person): a follower becomes a member, anyone already in keeps their place.
     */
    async addMembers(id: string, userIds: readonly string[], ctx: AccessContext) {
      await db.transaction(async (tx) => {
        await assertRowAccess(tx, groupsImplementation, id, 'update', ctx, { lock: true });
        const stored = await storedMemberships(tx, id);
        const placed = new Set([
          ...stored.leaders,
          ...stored.steerco,
          ...stored.members.filter((member) => member.status === 'active').map((member) => member.user_id),
        ]);
        const added = [...new Set(userIds)].filter((userId) => !placed.has(userId));
        const members = [
          ...stored.members.filter((member) => !added.includes(member.user_id)),
          ...added.map((user_id) => ({ user_id, status: 'active' as const })),
        ];
        await enforceGroupRules(tx, { ...stored, members });
        await replaceMemberships(tx, id, { ...stored, members }, placerOf(ctx));
        await auditMembers(tx, id, ctx, 'update', stored.members);
      });
      return { ...(await store.byId(id, ctx)), ...message('groups.membersAdded') };
    },

    /**
     * Confirms a person's place that a leader without 'teams update' gave: from now on it counts
     * for the group's leaders (their resumes, reminders, the leader tool). For holders of 'teams
     * update' other than whoever gave the place; confirming twice changes nothing.
     */
    async confirmPlace(id: string, userId: string, ctx: AccessContext) {
      await db.transaction(async (tx) => {
        await assertRowAccess(tx, groupsImplementation, id, ({ can }) => can('teams', 'update'), ctx, {
          lock: true,
        });
        const [place] = await tx
          .select({ confirmed: groupMemberships.confirmed, placed_by: groupMemberships.placed_by })
          .from(groupMemberships)
          .where(and(eq(groupMemberships.group_id, id), eq(groupMemberships.user_id, userId)));
        if (!place) throw notFound('groups.placeNotFound');
        if (place.confirmed) return;
        if (place.placed_by === ctx.user.id) throw forbidden('groups.confirmOwnPlacement');
        await tx
          .update(groupMemberships)
          .set({ confirmed: true, placed_by: null })
          .where(and(eq(groupMemberships.group_id, id), eq(groupMemberships.user_id, userId)));
        await recordAudit(tx, {
          actor: ctx.user.id,
          object: 'cv_library/teams',
          recordId: id,
          action: 'confirm',
          changes: { confirmed: { before: null, after: userId } },
        });
      });
      return { ...(await store.byId(id, ctx)), ...message('groups.placeConfirmed') };
    },

    /** The caller stops following; a place other than follower is left alone. */
    async unfollow(id: string, ctx: AccessContext) {
      await db.transaction(async (tx) => {
        await lockReadable(tx, id, ctx);
        const { members } = await storedMemberships(tx, id);
        await tx
          .delete(groupMemberships)
          .where(
            and(
              eq(groupMemberships.group_id, id),
              eq(groupMemberships.user_id, ctx.user.id),
              eq(groupMemberships.status, 'follower'),
            ),
          );
        await auditMembers(tx, id, ctx, 'unfollow', members);
      });
      return { ...(await store.byId(id, ctx)), ...message('groups.unfollowed') };
    },

    /**
     * People with no place in a group of the given kinds. For teams (teams and squads) a follower
     * is not in the team, so only leader, steerco and active member count; for guilds, following
     * is how one joins, so every place counts.
     */
    async peopleWithout(kind: 'team' | 'guild', query: PeopleWithoutGroupQuery) {
      const types: readonly GroupType[] = kind === 'team' ? DELIVERY_GROUP_TYPES : ['guild'];
      const place: SQL | undefined =
        kind === 'team'
          ? or(sql`${groupMemberships.role} <> 'member'`, eq(groupMemberships.status, 'active'))
          : undefined;
      const belongs = db
        .select({ one: sql`1` })
        .from(groupMemberships)
        .innerJoin(groups, eq(groups.id, groupMemberships.group_id))
        .where(and(eq(groupMemberships.user_id, users.id), inArray(groups.type, [...types]), place));
      const name = query.q
        ? sql`${users.search_name} like lower(immutable_unaccent(${`%${likeLiteral(query.q)}%`}))`
        : undefined;
      const where = and(notExists(belongs), name);
      const rows = await db
        .select({
          ...personRefColumns,
          business_unit: users.business_unit,
          hub: users.hub,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(users)
        .where(where)
        .orderBy(asc(users.last_name), asc(users.first_name), asc(users.id))
        .limit(query.size)
        .offset((query.page - 1) * query.size);
      const total = rows[0]?.total ?? (query.page > 1 ? await countPeople(where) : 0);
      return { data: rows.map(({ total: _, ...person }) => person), total };
    },
  };

  async function countPeople(where: SQL | undefined): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .where(where);
    return row?.n ?? 0;
  }
}

export type GroupsService = ReturnType<typeof createGroupsService>;
