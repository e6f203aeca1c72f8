import { type Newcomer, newcomerDatesProblem, newcomersObject } from '@atrium/contract';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { changeSignInEmail } from '../../platform/a12n/sign-in-email.ts';
import { implementObject, type WriteContext } from '../../platform/c13s/define-object.ts';
import { foldedTextSearch } from '../../platform/c13s/folded-text-search.ts';
import { badRequest, conflict } from '../../platform/http-errors.ts';
import {
  assertMayAlterRoleHolders,
  roleHoldersAmong,
  writeUserRoles,
} from '../../platform/permissions/permission-service.ts';
import { assertEmailFree } from '../../platform/users/email-free.ts';
import { loadPersonRefs } from '../../platform/users/person-refs.ts';
import { users } from '../../platform/users/users.tables.ts';
import { assertListedValues } from '../people/reference-values.ts';
import { newcomers, type NewcomerRow } from './newcomers.tables.ts';
import { newcomersExport } from './newcomers.export.ts';
import { contractMessage } from '../../platform/validation.ts';

/** Rows → records, with their people's names and addresses, who added them and who holds a role, in three queries. */
async function presentNewcomers(rows: NewcomerRow[], { db }: { db: Db }): Promise<Newcomer[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [people, adders, roleHolders] = await Promise.all([
    db
      .select({ id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email })
      .from(users)
      .where(
        inArray(
          users.id,
          rows.map((row) => row.id),
        ),
      ),
    loadPersonRefs(
      db,
      rows.flatMap((row) => row.added_by ?? []),
    ),
    roleHoldersAmong(db, ids),
  ]);
  const person = new Map(people.map((row) => [row.id, row]));
  return rows.map(({ arrival_month: _, updated_at: __, added_by, created_at, ...row }) => {
    const { first_name, last_name, email } = person.get(row.id)!;
    return {
      ...row,
      first_name,
      last_name,
      email,
      added_by: added_by ? (adders.get(added_by) ?? null) : null,
      created_at: created_at.toISOString(),
      holds_role: roleHolders.has(row.id),
    };
  });
}

/** Names and units live on the person: what a change of them writes there. */
const personColumns = (input: {
  first_name?: string | undefined;
  last_name?: string | undefined;
  email?: string | undefined;
  business_line?: string | undefined;
  hub?: string | undefined;
  type?: 'employee' | 'contractor' | undefined;
  language?: 'en' | 'fr' | undefined;
}) =>
  Object.fromEntries(
    // The email is the sign-in address: changed by `changeSignInEmail` alone.
    (['first_name', 'last_name', 'business_line', 'hub'] as const)
      .filter((field) => input[field] !== undefined)
      .map((field): [string, unknown] => [field, input[field]])
      // Their type is the person's too: it chooses the completion profile that measures them.
      .concat(input.type ? [['employment_type', input.type]] : [])
      // Their language is the person's too: the language of every mail they get.
      .concat(input.language ? [['language', input.language]] : []),
  );

/**
 * A newcomer's firm address is their sign-in email: a change ends their sessions, voids their
 * reset links and tells the old address (`changeSignInEmail`). Once they hold a role, handing
 * their account to another address is for who may change permissions, as taking their roles is.
 */
async function changeNewcomerEmail(
  tx: Tx,
  id: string,
  email: string,
  { can, services }: Pick<WriteContext, 'can' | 'services'>,
): Promise<void> {
  const [current] = await tx.select({ email: users.email }).from(users).where(eq(users.id, id));
  if (!current || current.email.toLowerCase() === email.toLowerCase()) return;
  await assertMayAlterRoleHolders(tx, { can }, [id], 'newcomers.holdsRole');
  if (!services) throw new Error('a sign-in email change needs the mailer and the sessions');
  const ended = await changeSignInEmail(tx, id, email, services.mailer);
  // The revocation is in this transaction; this instance stops honouring them at once (others within 5 s).
  services.sessions.forget(ended);
}

/** Any contractor still here whose departure date falls within the coming seven days. */
const leavingThisWeek = sql`(${newcomers.type} = 'contractor' and ${newcomers.status} <> 'left'
  and ${newcomers.departure_date} between current_date and current_date + 7)`;

/** A newcomer's name and work address, kept on the person: the audit log tells their changes too. */
async function personFields(tx: Tx, id: string) {
  const [person] = await tx
    .select({ first_name: users.first_name, last_name: users.last_name, email: users.email })
    .from(users)
    .where(eq(users.id, id));
  return person ?? {};
}

/**
 * `cv_library/newcomers`: whom HR announced. Adding one creates their person, with the restricted
 * newcomer role and out of Who's who until they arrive, under the address HR confirmed. Arriving
 * and leaving change the account too, so they are routes of their own (newcomers.routes.ts).
 */
export const newcomersImplementation = implementObject(newcomersObject, {
  table: newcomers,
  // `arrival_month` follows from `arrival_date`; their name and address live on the person.
  audit: { omit: ['arrival_month'], related: personFields },
  present: presentNewcomers,
  export: newcomersExport,
  search: {
    text: foldedTextSearch(
      sql`(select lower(immutable_unaccent(u.first_name || ' ' || u.last_name || ' ' || u.email))
        from ${users} u where u.id = ${newcomers.id})`,
    ),
    filters: {
      status: { column: newcomers.status, kind: 'scalar' },
      type: { column: newcomers.type, kind: 'scalar' },
      arrival_month: { column: newcomers.arrival_month, kind: 'scalar' },
      business_line: { column: newcomers.business_line, kind: 'scalar' },
      leaving_this_week: {
        kind: 'condition',
        where: (values) => (values.includes('true') ? leavingThisWeek : sql`not ${leavingThisWeek}`),
      },
    },
    sorts: {
      arrival_date: newcomers.arrival_date,
      created_at: newcomers.created_at,
    },
    defaultOrder: [desc(newcomers.arrival_date), asc(newcomers.id)],
  },
  create: {
    toRow: async ({ first_name, last_name, email, ...input }, { tx, user, can }) => {
      await assertEmailFree(tx, email);
      await assertListedValues({ tx, can }, newcomers, input);
      const [person] = await tx
        .insert(users)
        .values({
          first_name,
          last_name,
          email,
          business_line: input.business_line,
          hub: input.hub,
          employment_type: input.type,
          // Their mails keep coming in the language HR chose for them, after they arrive too.
          language: input.language,
          status: 'newcomer',
        })
        .returning({ id: users.id });
      await writeUserRoles(tx, person!.id, ['newcomer'], user.id);
      return {
        ...input,
        id: person!.id,
        arrival_month: input.arrival_date.slice(0, 7),
        added_by: user.id,
      };
    },
    msg: 'newcomers.added',
  },
  update: {
    toRow: async (patch, { tx, can, existing, services }) => {
      if (existing.status === 'left') throw conflict('newcomers.alreadyLeft');
      await assertListedValues({ tx, can }, newcomers, patch, existing);
      const problem = newcomerDatesProblem({ ...existing, ...patch });
      if (problem) {
        const said = contractMessage(problem);
        throw badRequest(said, { departure_date: said });
      }
      if (patch.email) {
        await assertEmailFree(tx, patch.email, existing.id);
        await changeNewcomerEmail(tx, existing.id, patch.email, { can, services });
      }
      const person = personColumns(patch);
      if (Object.keys(person).length > 0) {
        await tx
          .update(users)
          .set({ ...person, updated_at: new Date() })
          .where(eq(users.id, existing.id));
      }
      const { first_name: _, last_name: __, email: ___, ...own } = patch;
      return {
        ...own,
        ...(own.arrival_date && { arrival_month: own.arrival_date.slice(0, 7) }),
        updated_at: new Date(),
      };
    },
  },
});
