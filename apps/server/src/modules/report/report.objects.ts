import { MESSAGES, REPORT_TYPES, Report, ReportInput } from '@atrium/contract';
import { asc, desc } from 'drizzle-orm';
import { defineObject } from '../../platform/c13s/define-object.ts';
import { reports } from './report.tables.ts';

/** `report/report`: anyone signed in sends a report; reading and deleting them is for holders of 'report read/delete'. */
export const reportObject = defineObject({
  module: 'report',
  object: 'report',
  permission: 'report',
  table: reports,
  output: Report,
  present: (rows) => rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
  search: {
    filters: { type: { column: reports.type, kind: 'scalar', values: REPORT_TYPES } },
    sorts: { created_at: reports.created_at },
    defaultOrder: [desc(reports.created_at), asc(reports.id)],
  },
  create: {
    input: ReportInput,
    toRow: (input, { user }) => ({ ...input, user_id: user.id }),
    msg: MESSAGES.reportSent,
  },
  deletable: true,
});
