import { MESSAGES, reportObject } from '@atrium/contract';
import { asc, desc } from 'drizzle-orm';
import { implementObject } from '../../platform/c13s/define-object.ts';
import { reports } from './report.tables.ts';

/** `report/report`: anyone signed in sends a report; reading and deleting them is for holders of 'report read/delete'. */
export const reportImplementation = implementObject(reportObject, {
  table: reports,
  present: (rows) => rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
  search: {
    filters: { type: { column: reports.type, kind: 'scalar' } },
    sorts: { created_at: reports.created_at },
    defaultOrder: [desc(reports.created_at), asc(reports.id)],
  },
  create: {
    toRow: (input, { user }) => ({ ...input, user_id: user.id }),
    msg: MESSAGES.reportSent,
  },
});
