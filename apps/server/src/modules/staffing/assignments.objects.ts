import { assignmentsObject, type Assignment } from '@atrium/contract';
import { asc, desc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { implementObject, scalarFilter as scalar } from '../../platform/c13s/define-object.ts';
import { loadPersonRefs } from '../../platform/users/person-refs.ts';
import { credentials } from '../credentials/credentials.tables.ts';
import { assertListedValues } from '../people/reference-values.ts';
import { notifyOfAssignment } from './assignment-notice.ts';
import {
  assertDatesInOrder,
  assertExternalIdFree,
  assertKnownRecords,
  assertNotOverbooked,
  assertWritesFor,
  readRule,
  writeRule,
} from './assignment-rules.ts';
import { assignments, type AssignmentRow } from './staffing.tables.ts';

/** Rows → records: the people and credentials of the whole page in one query each. */
async function presentAssignments(rows: AssignmentRow[], { db }: { db: Db }): Promise<Assignment[]> {
  const people = await loadPersonRefs(
    db,
    rows.map((row) => row.user_id),
  );
  const credentialIds = [...new Set(rows.flatMap((row) => (row.credential_id ? [row.credential_id] : [])))];
  const names =
    credentialIds.length === 0
      ? new Map<string, string>()
      : new Map(
          (
            await db
              .select({ id: credentials.id, name: credentials.name })
              .from(credentials)
              .where(inArray(credentials.id, credentialIds))
          ).map((row) => [row.id, row.name]),
        );
  // A person removed takes their assignments with them (cascade): every row has its person.
  return rows.flatMap((row) => {
    const user = people.get(row.user_id);
    if (!user) return [];
    const name = row.credential_id ? names.get(row.credential_id) : undefined;
    return [
      {
        id: row.id,
        user,
        client: row.client,
        credential: row.credential_id && name ? { id: row.credential_id, name } : null,
        project: row.project,
        role: row.role,
        start_date: row.start_date,
        end_date: row.end_date,
        allocation: row.allocation,
        status: row.status,
        source: row.source,
        external_id: row.external_id,
        updated_at: row.updated_at.toISOString(),
      },
    ];
  });
}

/**
 * `staffing/assignments`: who works for which client, when and how much. Read by the person, their
 * group leaders and holders of 'assignments read'; written by holders of 'assignments update' and
 * a group leader for their people. A confirmed assignment never takes a person past 100 % on any
 * day (tentative ones may); each write keeps `person_week_availability` through the table's trigger.
 */
export const assignmentsImplementation = implementObject(assignmentsObject, {
  table: assignments,
  audit: {},
  present: presentAssignments,
  access: {
    read: readRule,
    // Every colleague passes the gate; the person named must be one the caller writes for.
    create: (ctx) => !ctx.restricted,
    update: writeRule,
    delete: writeRule,
  },
  search: {
    filters: {
      person: scalar(assignments.user_id),
      client: scalar(assignments.client),
      status: scalar(assignments.status),
      source: scalar(assignments.source),
      credential: scalar(assignments.credential_id),
    },
    sorts: {
      start_date: assignments.start_date,
      end_date: assignments.end_date,
      allocation: assignments.allocation,
    },
    // What runs now and next first; open-ended ones after those that end.
    defaultOrder: [
      sql`${assignments.end_date} desc nulls first`,
      desc(assignments.start_date),
      asc(assignments.id),
    ],
  },
  create: {
    toRow: async (input, { tx, can, ...ctx }) => {
      await assertWritesFor(tx, { ...ctx, can }, input.user_id);
      await assertKnownRecords(tx, input);
      await assertListedValues({ tx, can }, assignments, input);
      if (input.external_id) await assertExternalIdFree(tx, input.external_id);
      const row = {
        ...input,
        end_date: input.end_date ?? null,
        status: input.status ?? ('confirmed' as const),
        source: 'entered' as const,
      };
      await assertNotOverbooked(tx, row);
      return row;
    },
  },
  update: {
    toRow: async (patch, { tx, can, existing, ...ctx }) => {
      if (patch.user_id !== undefined && patch.user_id !== existing.user_id) {
        await assertWritesFor(tx, { ...ctx, can }, patch.user_id);
      }
      await assertKnownRecords(tx, patch);
      await assertListedValues({ tx, can }, assignments, patch, existing);
      if (patch.external_id) await assertExternalIdFree(tx, patch.external_id, existing.id);
      const next = {
        ...existing,
        ...patch,
        end_date: patch.end_date === undefined ? existing.end_date : patch.end_date,
      };
      assertDatesInOrder(next.start_date, next.end_date);
      await assertNotOverbooked(tx, next, existing.id);
      return patch;
    },
  },
  afterWrite: (row, { tx, user, operation, before }) =>
    notifyOfAssignment(tx, row, operation === 'update' ? (before ?? null) : null, user.id),
});
