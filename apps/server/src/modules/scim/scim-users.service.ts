import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { closeAccount } from '../../platform/a12n/close-account.ts';
import { changeSignInEmail } from '../../platform/a12n/sign-in-email.ts';
import type { TokenPrincipal } from '../../platform/api-tokens/api-token-auth.ts';
import { diffFields, recordAudit } from '../../platform/audit/audit.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { users } from '../../platform/users/users.tables.ts';
import { newPersonRow } from '../people/new-person.ts';
import { ScimError } from './scim-errors.ts';
import type { ScimFilter } from './scim-filter.ts';
import {
  assertFirmEmail,
  assertMayChangeSignInEmail,
  assertMayClose,
  closedInAtriumBy,
} from './scim-protected.ts';
import { auditingRefusals } from './scim-refusal.ts';
import { versionOf, type ScimPerson, type ScimProfile } from './scim-user.ts';
import { scimUsers } from './scim.tables.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const personColumns = {
  user: {
    id: users.id,
    email: users.email,
    first_name: users.first_name,
    last_name: users.last_name,
    job_title: users.job_title,
    mobile: users.mobile,
    business_unit: users.business_unit,
    business_line: users.business_line,
    status: users.status,
    created_at: users.created_at,
    updated_at: users.updated_at,
  },
  scim: {
    external_id: scimUsers.external_id,
    employee_number: scimUsers.employee_number,
    manager_id: scimUsers.manager_id,
    deleted_at: scimUsers.deleted_at,
  },
};

/** Everyone but those a provider deleted: a provider finds the people HR added too, and links them. */
const notDeleted = isNull(scimUsers.deleted_at);

const FILTER_WHERE: Record<ScimFilter['attribute'], (value: string) => SQL> = {
  userName: (value) => eq(users.email, value),
  workEmail: (value) => eq(users.email, value),
  externalId: (value) => eq(scimUsers.external_id, value),
};

/** A joined row → a person; a person with no SCIM row yet has null extras. */
function toPerson(row: {
  user: ScimPerson['user'];
  scim: (NonNullable<ScimPerson['scim']> & { deleted_at: Date | null }) | null;
}): ScimPerson & { deleted: boolean } {
  const scim = row.scim?.deleted_at === undefined ? null : row.scim;
  return { user: row.user, scim, deleted: Boolean(row.scim?.deleted_at) };
}

/** The write's before and after, flat, for the audit log. */
const audited = (user: ScimPerson['user'] | null, scim: Partial<ScimPerson['scim']> | null) =>
  user && {
    ...user,
    external_id: scim?.external_id ?? null,
    employee_number: scim?.employee_number ?? null,
    manager_id: scim?.manager_id ?? null,
  };

/**
 * SCIM's Users on Atrium's people: the provider's writes land on the same rows HR's do, as the
 * same operations (create as HR's create, `active: false` as the same `closeAccount`), each in one
 * transaction with its audit entry "by token {name}". Nothing here touches roles.
 */
export function createScimUsers(
  db: Db,
  services: { mailer: Pick<Mailer, 'send'>; firmEmailDomains: readonly string[] },
) {
  async function find(tx: Db | Tx, where: SQL, lock = false) {
    const query = tx
      .select(personColumns)
      .from(users)
      .leftJoin(scimUsers, eq(scimUsers.user_id, users.id))
      .where(where);
    const [row] = lock ? await query.for('update', { of: users }) : await query;
    return row && toPerson(row);
  }

  async function lockExisting(tx: Tx, id: string, ifMatch: string | undefined) {
    const person = UUID.test(id) ? await find(tx, eq(users.id, id), true) : undefined;
    if (!person || person.deleted) throw new ScimError(404, `No User ${id}`);
    if (ifMatch !== undefined && ifMatch.trim() !== '*' && ifMatch.trim() !== versionOf(person))
      throw new ScimError(412, 'The User changed since it was read (If-Match)');
    return person;
  }

  async function assertManager(tx: Tx, profile: ScimProfile, self: string | null) {
    if (profile.manager_id === null) return;
    const manager =
      profile.manager_id === self ? undefined : await find(tx, eq(users.id, profile.manager_id));
    if (!manager) throw new ScimError(400, 'The manager is no User of this service', 'invalidValue');
  }

  async function assertUserNameFree(tx: Tx, profile: ScimProfile, self: string | null) {
    const taken = await find(tx, eq(users.email, profile.email));
    if (taken && taken.user.id !== self)
      throw new ScimError(409, 'Another User already has this userName', 'uniqueness');
  }

  /**
   * Writes the profile over a person, opening or closing their account as `active` says (absent:
   * as it is). A new sign-in email goes through `changeSignInEmail` (sessions ended, reset links
   * void, the old address told), and never for a role holder; the last administrator stays open.
   */
  async function write(
    tx: Tx,
    person: ScimPerson & { deleted: boolean },
    profile: ScimProfile,
    token: TokenPrincipal,
    action: 'create' | 'update',
  ): Promise<{ id: string; ended: string[] }> {
    const id = person.user.id;
    await assertUserNameFree(tx, profile, id);
    await assertManager(tx, profile, id);
    await assertMayChangeSignInEmail(tx, person.user, profile, services.firmEmailDomains);
    const wasActive = person.user.status !== 'left';
    const active = profile.active ?? wasActive;
    const ended = await changeSignInEmail(tx, id, profile.email, services.mailer);
    if (wasActive && !active) {
      await assertMayClose(tx, id);
      ended.push(...(await closeAccount(tx, id)));
    }
    // Reopening what HR closed in Atrium is the provider's to say, and the log says it did.
    const reopenedOver = !wasActive && active ? await closedInAtriumBy(tx, id) : undefined;
    const [user] = await tx
      .update(users)
      .set({
        first_name: profile.first_name,
        last_name: profile.last_name,
        job_title: profile.job_title,
        mobile: profile.mobile,
        business_unit: profile.business_unit,
        business_line: profile.business_line,
        ...(!wasActive && active && { status: 'active' as const }),
        updated_at: sql`greatest(now(), ${users.updated_at} + interval '1 millisecond')`,
      })
      .where(eq(users.id, id))
      .returning(personColumns.user);
    const extras = {
      external_id: profile.external_id,
      employee_number: profile.employee_number,
      manager_id: profile.manager_id,
      deleted_at: null,
    };
    await tx
      .insert(scimUsers)
      .values({ user_id: id, ...extras })
      .onConflictDoUpdate({ target: scimUsers.user_id, set: extras });
    const before = action === 'create' ? null : audited(person.user, person.scim);
    const changes = {
      ...diffFields(before, audited(user!, extras), ['updated_at']),
      ...(reopenedOver !== undefined && { closed_in_atrium_by: { before: reopenedOver, after: null } }),
    };
    const statusMoved = wasActive !== active && action === 'update';
    if (action === 'create' || Object.keys(changes).length > 0) {
      await recordAudit(tx, {
        actor: token.ownerId,
        token: token.id,
        object: 'cv_library/users',
        recordId: id,
        action: statusMoved ? (active ? 'reactivate' : 'deactivate') : action,
        changes,
      });
    }
    return { id, ended };
  }

  /** The create, or the revival of someone the provider deleted, in one transaction. */
  function createNow(profile: ScimProfile, token: TokenPrincipal) {
    return db.transaction(async (tx) => {
      const existing = await find(tx, eq(users.email, profile.email), true);
      if (existing && !existing.deleted)
        throw new ScimError(409, 'Another User already has this userName', 'uniqueness');
      if (existing) return write(tx, existing, profile, token, 'update');
      const [made] = await tx
        .insert(users)
        .values(
          newPersonRow({
            email: profile.email,
            first_name: profile.first_name,
            last_name: profile.last_name,
            job_title: profile.job_title,
          }),
        )
        .returning(personColumns.user);
      return write(tx, { user: made!, scim: null, deleted: false }, profile, token, 'create');
    });
  }

  async function removeNow(id: string, ifMatch: string | undefined, token: TokenPrincipal) {
    return db.transaction(async (tx) => {
      const person = await lockExisting(tx, id, ifMatch);
      let ended: string[] = [];
      if (person.user.status !== 'left') {
        await assertMayClose(tx, id);
        ended = await closeAccount(tx, id);
      }
      await tx
        .insert(scimUsers)
        .values({ user_id: id, deleted_at: new Date() })
        .onConflictDoUpdate({ target: scimUsers.user_id, set: { deleted_at: new Date() } });
      await tx.update(users).set({ updated_at: new Date() }).where(eq(users.id, id));
      await recordAudit(tx, {
        actor: token.ownerId,
        token: token.id,
        object: 'cv_library/users',
        recordId: id,
        action: 'deactivate',
        changes:
          person.user.status === 'left' ? {} : { status: { before: person.user.status, after: 'left' } },
      });
      return { id, ended };
    });
  }

  return {
    async list(filter: ScimFilter | null, startIndex: number, count: number) {
      const where = and(notDeleted, filter ? FILTER_WHERE[filter.attribute](filter.value) : undefined);
      const [total] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .leftJoin(scimUsers, eq(scimUsers.user_id, users.id))
        .where(where);
      const rows =
        count === 0
          ? []
          : await db
              .select(personColumns)
              .from(users)
              .leftJoin(scimUsers, eq(scimUsers.user_id, users.id))
              .where(where)
              .orderBy(asc(users.created_at), asc(users.id))
              .offset(startIndex - 1)
              .limit(count);
      return { total: total!.n, people: rows.map(toPerson) };
    },

    async get(id: string): Promise<ScimPerson> {
      const person = UUID.test(id) ? await find(db, eq(users.id, id)) : undefined;
      if (!person || person.deleted) throw new ScimError(404, `No User ${id}`);
      return person;
    },

    /**
     * A new person, active (or not, as the provider says) and without a password, as HR's create
     * makes them. The userName of someone the provider deleted brings that person back (their
     * history is theirs); anyone else's is taken (409 uniqueness).
     */
    async create(profile: ScimProfile, token: TokenPrincipal) {
      assertFirmEmail(profile, services.firmEmailDomains);
      return auditingRefusals(db, token, () => createNow(profile, token));
    },

    async replace(
      id: string,
      ifMatch: string | undefined,
      token: TokenPrincipal,
      next: (current: ScimPerson) => ScimProfile,
    ) {
      return auditingRefusals(db, token, () =>
        db.transaction(async (tx) => {
          const person = await lockExisting(tx, id, ifMatch);
          return write(tx, person, next(person), token, 'update');
        }),
      );
    },

    /**
     * DELETE deactivates and hides: the account closes as `active: false` closes it, and the
     * provider no longer finds the User (404); the person and all they wrote stay, as HR's
     * deactivation keeps them, so no provider's mistake erases a firm's records.
     */
    async remove(id: string, ifMatch: string | undefined, token: TokenPrincipal) {
      return auditingRefusals(db, token, () => removeNow(id, ifMatch, token));
    },
  };
}

export type ScimUsers = ReturnType<typeof createScimUsers>;
