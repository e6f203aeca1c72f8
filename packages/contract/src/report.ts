import { z } from 'zod';
import { PersonRef } from './api.ts';
import { TEXT_LONG, TEXT_SHORT } from './limits.ts';
import { defineObject } from './define-object.ts';

export const REPORT_TYPES = ['bug', 'others', 'improvement'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** Where a report stands in the feedback inbox: new → in progress → done. */
export const REPORT_STATUSES = ['new', 'in_progress', 'done'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** `POST /api/c13s/v2/report/report`: the issue report and feedback form. */
export const ReportInput = z.strictObject({
  /** The page it was sent from (path and query), filled in by the form. */
  page: z.string().trim().min(1).max(TEXT_SHORT),
  type: z.enum(REPORT_TYPES),
  description: z.string().trim().min(1).max(TEXT_LONG),
});
export type ReportInput = z.infer<typeof ReportInput>;

export const Report = z.object({
  id: z.string(),
  user_id: z.string(),
  /** Who sent it; null once they are no longer on record. */
  author: PersonRef.nullable(),
  page: z.string(),
  type: z.enum(REPORT_TYPES),
  description: z.string(),
  status: z.enum(REPORT_STATUSES),
  assignee: PersonRef.nullable(),
  /** The inbox's answer, which the author reads (and gets by mail). */
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  created_at: z.string(),
});
export type Report = z.infer<typeof Report>;

/** `PATCH report/report/{id}`: the inbox moves a report and assigns it. */
export const ReportPatch = z.strictObject({
  status: z.enum(REPORT_STATUSES).optional(),
  /** An administrator or an HR person; null to unassign. */
  assignee_id: z.uuid().nullable().optional(),
});
export type ReportPatch = z.infer<typeof ReportPatch>;

/** `POST report/report/{id}/reply`: the answer the author gets. */
export const ReportReplyInput = z.strictObject({
  reply: z.string().trim().min(1).max(TEXT_LONG),
});
export type ReportReplyInput = z.infer<typeof ReportReplyInput>;

/**
 * `report/report`: issue reports and feedback. Anyone who may send one reads their own; the
 * inbox ('report read/update', administrators by default) reads them all, moves, assigns and answers.
 */
export const reportObject = defineObject({
  module: 'report',
  object: 'report',
  permission: 'report',
  record: Report,
  create: ReportInput,
  patch: ReportPatch,
  filters: {
    type: { values: REPORT_TYPES },
    status: { values: REPORT_STATUSES },
    /** The author: "My reports" lists the caller's own. */
    author: { type: 'id' },
    assignee: { type: 'id' },
  },
  facets: ['status', 'type'],
  sorts: ['created_at'],
  deletable: true,
});
