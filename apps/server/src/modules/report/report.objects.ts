import { type Report, reportObject } from '@atrium/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { implementObject, type AccessContext } from '../../platform/c13s/define-object.ts';
import { foldedTextSearch } from '../../platform/c13s/folded-text-search.ts';
import { badRequest } from '../../platform/http-errors.ts';
import { casbinRules } from '../../platform/permissions/permissions.tables.ts';
import { loadPersonRefs } from '../../platform/users/person-refs.ts';
import { reports, type ReportRow } from './report.tables.ts';

/** Who a report may be assigned to: the people the inbox is for. */
const STAFF_ROLES = ['admin', 'HR'];

async function presentReports(rows: ReportRow[], { db }: { db: Db }): Promise<Report[]> {
  const people = await loadPersonRefs(
    db,
    rows.flatMap((row) => [row.user_id, ...(row.assignee_id ? [row.assignee_id] : [])]),
  );
  return rows.map((row) => ({
    id: row.id,
    user_id: row.user_id,
    author: people.get(row.user_id) ?? null,
    page: row.page,
    type: row.type,
    description: row.description,
    status: row.status,
    assignee: (row.assignee_id && people.get(row.assignee_id)) || null,
    reply: row.reply,
    replied_at: row.replied_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  }));
}

/** The inbox reads every report; whoever may send one reads their own, and nothing else exists for them. */
export const readableReports = ({ user, can, restricted }: AccessContext) => {
  if (restricted) return false;
  if (can('report', 'read')) return true;
  return can('report', 'create') ? eq(reports.user_id, user.id) : false;
};

/** 400 unless the person exists and is an administrator or in HR. */
async function assertStaff(tx: Tx, userId: string) {
  const [held] = await tx
    .select({ role: casbinRules.v1 })
    .from(casbinRules)
    .where(and(eq(casbinRules.ptype, 'g'), eq(casbinRules.v0, userId), inArray(casbinRules.v1, STAFF_ROLES)))
    .limit(1);
  if (!held) throw badRequest('feedback.assigneeNotStaff', { assignee_id: 'feedback.assigneeNotStaff' });
}

/**
 * `report/report`, the feedback inbox: anyone signed in sends a report and reads their own;
 * holders of 'report read/update' (administrators by default) read them all, move them
 * new → in progress → done and assign them; the reply is a route of its own (report.routes.ts).
 */
export const reportImplementation = implementObject(reportObject, {
  table: reports,
  present: presentReports,
  access: { read: readableReports },
  search: {
    text: foldedTextSearch(sql`lower(immutable_unaccent(${reports.description} || ' ' || ${reports.page}))`),
    filters: {
      type: { column: reports.type, kind: 'scalar' },
      status: { column: reports.status, kind: 'scalar' },
      author: { column: reports.user_id, kind: 'scalar' },
      assignee: { column: reports.assignee_id, kind: 'scalar' },
    },
    sorts: { created_at: reports.created_at },
    defaultOrder: [desc(reports.created_at), asc(reports.id)],
  },
  create: {
    toRow: (input, { user }) => ({ ...input, user_id: user.id }),
    msg: 'reportSent',
  },
  update: {
    toRow: async (patch, { tx }) => {
      if (patch.assignee_id) await assertStaff(tx, patch.assignee_id);
      return patch;
    },
  },
});
