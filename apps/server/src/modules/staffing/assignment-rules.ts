import { message, type AssignmentInput } from '@atrium/contract';
import { and, eq, ne, or, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import type { AccessContext, AccessRule } from '../../platform/c13s/define-object.ts';
import { badRequest, conflict, forbidden } from '../../platform/http-errors.ts';
import { users } from '../../platform/users/users.tables.ts';
import { credentials } from '../credentials/credentials.tables.ts';
import { ledPeopleIds, peopleLedBy } from '../groups/led-people.ts';
import { overbookedBy } from './overbooking.ts';
import { assignments, type AssignmentRow } from './staffing.tables.ts';

/** The rows of the people the caller leads (a group leader's people, as for their resumes). */
const ofLedPeople = (ctx: AccessContext): SQL =>
  sql`${assignments.user_id} in (${ledPeopleIds(ctx.user.id)})`;

/**
 * Who reads a person's assignments (their clients): the person, their group leaders, and holders of
 * 'assignments read' (CSO, HR, Management), among those who read people at all. Anyone else who may
 * read the person sees only their availability (staffing.routes.ts). A newcomer's restricted access
 * reads their own.
 */
export const readRule: AccessRule = (ctx) => {
  if (!ctx.can('users', 'read')) return false;
  if (ctx.restricted) return eq(assignments.user_id, ctx.user.id);
  return ctx.can('assignments', 'read') || or(eq(assignments.user_id, ctx.user.id), ofLedPeople(ctx))!;
};

/** Who changes or removes one: holders of 'assignments update' (the CSO), a leader their people's. */
export const writeRule: AccessRule = (ctx) =>
  !ctx.restricted && (ctx.can('assignments', 'update') || ofLedPeople(ctx));

/**
 * A create's person must be one the caller writes for: anyone's with 'assignments update', their
 * people's for a group leader (403 otherwise; the generic create gate lets every colleague this far).
 */
export async function assertWritesFor(tx: Tx, ctx: AccessContext, userId: string): Promise<void> {
  if (ctx.restricted) throw forbidden();
  if (ctx.can('assignments', 'update')) return;
  const led = await peopleLedBy(tx, ctx.user.id, [userId]);
  if (!led.has(userId)) throw forbidden('staffing.notTheirLeader');
}

/** 400 under the field for a person or credential that does not exist. */
export async function assertKnownRecords(
  tx: Tx,
  { user_id, credential_id }: { user_id?: string | undefined; credential_id?: string | null | undefined },
): Promise<void> {
  if (user_id !== undefined) {
    const [person] = await tx.select({ id: users.id }).from(users).where(eq(users.id, user_id));
    if (!person) throw badRequest('invalidInput', { user_id: 'staffing.unknownPerson' });
  }
  if (credential_id) {
    const [credential] = await tx
      .select({ id: credentials.id })
      .from(credentials)
      .where(eq(credentials.id, credential_id));
    if (!credential) throw badRequest('invalidInput', { credential_id: 'staffing.unknownCredential' });
  }
}

/** 400 when an update's dates, with the stored ones, end before they start. */
export function assertDatesInOrder(start: string, end: string | null): void {
  if (end !== null && end < start) throw badRequest('invalidInput', { end_date: 'staffing.endBeforeStart' });
}

/** 409 when another assignment already uses this external id. */
export async function assertExternalIdFree(tx: Tx, externalId: string, except?: string): Promise<void> {
  const [taken] = await tx
    .select({ id: assignments.id })
    .from(assignments)
    .where(and(eq(assignments.external_id, externalId), except ? ne(assignments.id, except) : undefined));
  if (taken) throw conflict('staffing.externalIdTaken', { external_id: 'staffing.externalIdTaken' });
}

type Candidate = Pick<AssignmentInput, 'user_id' | 'start_date' | 'allocation'> & {
  end_date: string | null;
  status: 'tentative' | 'confirmed';
};

/**
 * 409 naming the assignment a confirmed one would overbook (over 100 % on some day); tentative ones
 * may overbook. The person's row is locked first, so two writes for one person check one after the
 * other and never both pass.
 */
export async function assertNotOverbooked(tx: Tx, candidate: Candidate, except?: string): Promise<void> {
  if (candidate.status !== 'confirmed') return;
  await tx.select({ id: users.id }).from(users).where(eq(users.id, candidate.user_id)).for('update');
  const others = await tx
    .select()
    .from(assignments)
    .where(
      and(
        eq(assignments.user_id, candidate.user_id),
        eq(assignments.status, 'confirmed'),
        except ? ne(assignments.id, except) : undefined,
        candidate.end_date ? lte(assignments.start_date, candidate.end_date) : undefined,
        or(isNull(assignments.end_date), gte(assignments.end_date, candidate.start_date)),
      ),
    );
  const clash: AssignmentRow | null = overbookedBy(candidate, others);
  if (!clash) return;
  const params = { allocation: clash.allocation, client: clash.client, start: clash.start_date };
  const said = clash.end_date
    ? message('staffing.overbooked', { ...params, end: clash.end_date })
    : message('staffing.overbookedOpen', params);
  throw conflict(said, { allocation: said });
}
