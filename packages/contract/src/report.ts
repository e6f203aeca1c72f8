import { z } from 'zod';
import { TEXT_LONG, TEXT_SHORT } from './limits.ts';
import { defineObject } from './define-object.ts';

export const REPORT_TYPES = ['bug', 'others', 'improvement'] as const;

/** `POST /api/c13s/v2/report/report`: the issue report and feedback form. */
export const ReportInput = z.strictObject({
  page: z.string().trim().min(1).max(TEXT_SHORT),
  type: z.enum(REPORT_TYPES),
  description: z.string().trim().min(1).max(TEXT_LONG),
});
export type ReportInput = z.infer<typeof ReportInput>;

export const Report = z.object({
  id: z.string(),
  user_id: z.string(),
  page: z.string(),
  type: z.enum(REPORT_TYPES),
  description: z.string(),
  created_at: z.string(),
});
export type Report = z.infer<typeof Report>;

/** `report/report`: issue reports and feedback. */
export const reportObject = defineObject({
  module: 'report',
  object: 'report',
  permission: 'report',
  record: Report,
  create: ReportInput,
  filters: { type: { values: REPORT_TYPES } },
  sorts: ['created_at'],
  deletable: true,
});
