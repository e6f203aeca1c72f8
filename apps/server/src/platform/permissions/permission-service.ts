import { type Role, ROLES, type ServerMessageKey } from '@atrium/contract';
import { newEnforcer, newModelFromString, type Enforcer } from 'casbin';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database.ts';
import { diffFields, recordAudit } from '../audit/audit.ts';
import { conflict, forbidden } from '../http-errors.ts';
import { users } from '../users/users.tables.ts';
import { DEFAULT_GRANTS } from './default-grants.ts';
import { casbinRules, policyState } from './permissions.tables.ts';

const MODEL = `
[request_definition]
r = sub, obj, act
[policy_definition]
p = sub, obj, act
[role_definition]
g = _, _
[policy_effect]
e = some(where (p.eft == allow))
[matchers]
m = g(r.sub, p.sub) && r.obj == p.obj && r.act == p.act
`;

const DECISIONS_MAX = 100_000;

/** How often an instance looks whether another one changed the policy. */
const STALE_AFTER_MS = 5_000;

/**
 * Role-based permissions on casbin. Grants are `p, role, object, action`; memberships `g, user, role`.
 * Every signed-in person holds `guest` implicitly, except restricted (newcomer) access, which
 * holds only what `newcomer` grants.
 */
export async function createPermissionService(db: Db) {
  let { enforcer, newcomers } = await loadEnforcer(db);
  // casbin walks every policy line per check; answers are cached until the policy changes.
  const decisions = new Map<string, boolean>();
  let version = await currentVersion(db);
  let checkedAt = Date.now();

  const explicitRoles = (userId: string) => enforcer.getRolesForUser(userId);
  const effectiveRoles = async (userId: string): Promise<Role[]> => {
    const roles = (await explicitRoles(userId)).filter((role): role is Role => ROLES.includes(role as Role));
    return roles.includes('newcomer') ? roles : ['guest', ...roles];
  };

  async function reload() {
    ({ enforcer, newcomers } = await loadEnforcer(db));
    decisions.clear();
    version = await currentVersion(db);
    checkedAt = Date.now();
  }

  return {
    /** Whether the user holds `'{object} {action}'` through any of their roles. */
    can(userId: string, object: string, action: string): boolean {
      const key = `${userId} ${object} ${action}`;
      let allowed = decisions.get(key);
      if (allowed === undefined) {
        allowed =
          enforcer.enforceSync(userId, object, action) ||
          (!newcomers.has(userId) && enforcer.enforceSync('guest', object, action));
        // Bounded: a burst of distinct people cannot grow it without limit.
        if (decisions.size >= DECISIONS_MAX) decisions.clear();
        decisions.set(key, allowed);
      }
      return allowed;
    },
    roles: effectiveRoles,
    /** Whether the user has restricted (newcomer) access: they see their own records only. */
    isRestricted: (userId: string): boolean => newcomers.has(userId),
    /** Every `'{object} {action}'` the user holds, sorted. */
    async implicitPermissions(userId: string): Promise<string[]> {
      const granted = new Set<string>();
      for (const role of await effectiveRoles(userId)) {
        for (const [, object, action] of await enforcer.getPermissionsForUser(role))
          granted.add(`${object} ${action}`);
      }
      return [...granted].sort();
    },
    /** Each role with its grants, for the permissions screen. */
    async grantsByRole(): Promise<{ role: Role; permissions: string[] }[]> {
      return Promise.all(
        ROLES.map(async (role) => ({
          role,
          permissions: (await enforcer.getPermissionsForUser(role)).map(([, o, a]) => `${o} ${a}`).sort(),
        })),
      );
    },
    /** Grants a permission to a role; `actor` is who did it, for the audit log (null: the system). */
    async grant(role: Role, permission: string, actor: string | null = null): Promise<void> {
      const [object = '', action = ''] = permission.split(' ');
      await db.transaction(async (tx) => {
        const added = await tx
          .insert(casbinRules)
          .values({ ptype: 'p', v0: role, v1: object, v2: action })
          .onConflictDoNothing()
          .returning({ id: casbinRules.id });
        if (added.length > 0) await auditGrant(tx, actor, 'grant', role, permission);
        await bumpVersion(tx);
      });
      await reload();
    },
    async revoke(role: Role, permission: string, actor: string | null = null): Promise<void> {
      const [object = '', action = ''] = permission.split(' ');
      await db.transaction(async (tx) => {
        const removed = await tx
          .delete(casbinRules)
          .where(
            and(
              eq(casbinRules.ptype, 'p'),
              eq(casbinRules.v0, role),
              eq(casbinRules.v1, object),
              eq(casbinRules.v2, action),
            ),
          )
          .returning({ id: casbinRules.id });
        if (removed.length > 0) await auditGrant(tx, actor, 'revoke', role, permission);
        await bumpVersion(tx);
      });
      await reload();
    },
    /** Replaces a person's explicit roles (guest is implicit and never stored). */
    async setUserRoles(userId: string, roles: readonly Role[], actor: string | null = null): Promise<void> {
      // Its own transaction, then the reload: PGlite has one connection, so reloading while a
      // caller's transaction holds it would wait forever.
      await db.transaction((tx) => writeUserRoles(tx, userId, roles, actor));
      await reload();
    },
    /** Picks up changes another instance made; cheap enough to call on every request. */
    async refreshIfStale(): Promise<void> {
      if (Date.now() - checkedAt < STALE_AFTER_MS) return;
      await this.refreshIfChanged();
    },
    /**
     * Picks up a change at once, at the cost of one small query: after a write whose hooks may have
     * changed someone's roles (adding a newcomer gives them the newcomer role).
     */
    async refreshIfChanged(): Promise<void> {
      checkedAt = Date.now();
      if ((await currentVersion(db)) !== version) await reload();
    },
    reload,
  };
}

export type PermissionService = Awaited<ReturnType<typeof createPermissionService>>;

/**
 * Replaces a person's explicit roles inside the caller's transaction; the caller reloads the
 * service once it committed (the demo seed writes its roles with the rest of the firm). A change
 * is recorded in the audit log as `roles` on the person, by `actor` (null: the system).
 */
export async function writeUserRoles(
  tx: DbOrTx,
  userId: string,
  roles: readonly Role[],
  actor: string | null = null,
): Promise<void> {
  if (!roles.includes('admin')) await keepAnAdministrator(tx, userId);
  const removed = await tx
    .delete(casbinRules)
    .where(and(eq(casbinRules.ptype, 'g'), eq(casbinRules.v0, userId)))
    .returning({ role: casbinRules.v1 });
  const stored = [...new Set(roles)].filter((role) => role !== 'guest');
  const changes = diffFields(
    { roles: removed.map(({ role }) => role).sort() },
    { roles: [...stored].sort() },
  );
  if (Object.keys(changes).length > 0) {
    await recordAudit(tx, {
      actor,
      object: 'public/permissions',
      recordId: userId,
      action: 'roles',
      changes,
    });
  }
  if (stored.length > 0) {
    await tx
      .insert(casbinRules)
      .values(stored.map((role) => ({ ptype: 'g' as const, v0: userId, v1: role })));
  }
  await bumpVersion(tx);
}

/**
 * Refuses to take the admin role from the last person who has it: nobody could grant it again.
 * The admins' rows are locked, so two administrators removing each other at once cannot both pass.
 */
async function keepAnAdministrator(tx: DbOrTx, losing: string): Promise<void> {
  const admins = await tx
    .select({ userId: casbinRules.v0 })
    .from(casbinRules)
    .where(and(eq(casbinRules.ptype, 'g'), eq(casbinRules.v1, 'admin')))
    .for('update');
  if (admins.some((admin) => admin.userId === losing) && admins.every((admin) => admin.userId === losing)) {
    throw conflict('lastAdministrator');
  }
}

/**
 * Refuses to close the account of the last administrator who can still sign in: a deactivated
 * administrator keeps the role (for their return) but grants nothing while away. The admins' rows
 * are locked, as when the role is taken away, so two administrators deactivating each other at
 * once cannot both pass.
 */
export async function keepAnActiveAdministrator(tx: DbOrTx, leaving: string): Promise<void> {
  const admins = await tx
    .select({ userId: casbinRules.v0, status: users.status })
    .from(casbinRules)
    .innerJoin(users, eq(sql`${users.id}::text`, casbinRules.v0))
    .where(and(eq(casbinRules.ptype, 'g'), eq(casbinRules.v1, 'admin')))
    .for('update', { of: casbinRules });
  const active = admins.filter((admin) => admin.status === 'active');
  if (active.some((admin) => admin.userId === leaving) && active.every((admin) => admin.userId === leaving)) {
    throw conflict('lastAdministrator');
  }
}

/**
 * Whether any of these people holds a role beyond what everyone has (`guest`, implicit) or a
 * newcomer's: moving such a person (merging them away) is a change of who holds power, which is
 * for those who may change permissions. Read in the caller's transaction, not from the cache.
 */
export async function holdsARole(tx: DbOrTx, userIds: readonly string[]): Promise<boolean> {
  return (await roleHoldersAmong(tx, userIds)).size > 0;
}

/** Which of these people hold a role beyond the default, in one query (for a page of records). */
export async function roleHoldersAmong(db: DbOrTx, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: casbinRules.v0 })
    .from(casbinRules)
    .where(
      and(
        eq(casbinRules.ptype, 'g'),
        inArray(casbinRules.v0, [...userIds]),
        notInArray(casbinRules.v1, ['guest', 'newcomer'] satisfies Role[]),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

/**
 * The one rule for changes that would alter a role holder beyond their profile: merging them away,
 * marking them left (which takes every role), giving their account another sign-in address. Such a
 * change is a change of who holds power, so it needs what taking their roles away needs
 * ('permissions update'); without it, `refusal` (403) when any of these people holds a role.
 * Read in the caller's transaction, not from the cache.
 */
export async function assertMayAlterRoleHolders(
  tx: DbOrTx,
  caller: { can: (object: string, action: string) => boolean },
  userIds: readonly string[],
  refusal: ServerMessageKey,
): Promise<void> {
  if (caller.can('permissions', 'update')) return;
  if (await holdsARole(tx, userIds)) throw forbidden(refusal);
}

/**
 * A role's grant in the audit log: the role is the field, the permission the value it gained
 * (before: none) or lost (after: none); a role has no id of its own.
 */
const auditGrant = (
  tx: DbOrTx,
  actor: string | null,
  action: 'grant' | 'revoke',
  role: Role,
  permission: string,
) =>
  recordAudit(tx, {
    actor,
    object: 'public/permissions',
    recordId: null,
    action,
    changes: {
      [role]: action === 'grant' ? { before: null, after: permission } : { before: permission, after: null },
    },
  });

/** Tells every instance the policy changed: each compares this version within 5 seconds. */
const bumpVersion = (tx: DbOrTx) =>
  tx
    .insert(policyState)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: policyState.id, set: { version: sql`${policyState.version} + 1` } });

/** Writes DEFAULT_GRANTS into a policy table that has no grant yet. */
export async function seedDefaultGrants(db: Db): Promise<void> {
  const [anyGrant] = await db.select().from(casbinRules).where(eq(casbinRules.ptype, 'p')).limit(1);
  if (anyGrant) return;
  const rows = Object.entries(DEFAULT_GRANTS).flatMap(([role, permissions]) =>
    permissions.map((permission) => {
      const [object = '', action = ''] = permission.split(' ');
      return { ptype: 'p' as const, v0: role, v1: object, v2: action };
    }),
  );
  await db.insert(casbinRules).values(rows).onConflictDoNothing();
}

/** The enforcer, and who has restricted (newcomer) access, which replaces the implicit guest role. */
async function loadEnforcer(db: Db): Promise<{ enforcer: Enforcer; newcomers: Set<string> }> {
  const enforcer = await newEnforcer(newModelFromString(MODEL));
  const rows = await db.select().from(casbinRules);
  const grants = rows.filter((r) => r.ptype === 'p').map((r) => [r.v0, r.v1, r.v2]);
  const memberships = rows.filter((r) => r.ptype === 'g').map((r) => [r.v0, r.v1]);
  if (grants.length > 0) await enforcer.addPolicies(grants);
  if (memberships.length > 0) await enforcer.addGroupingPolicies(memberships);
  const newcomers = new Set(memberships.filter(([, role]) => role === 'newcomer').map(([user]) => user!));
  return { enforcer, newcomers };
}

async function currentVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: policyState.version })
    .from(policyState)
    .where(eq(policyState.id, 1));
  return row?.version ?? 0;
}
