import { z } from 'zod';
import { PersonRef } from './api.ts';
import type { Role } from './permissions.ts';
import { defineObject } from './define-object.ts';
import { TEXT_SHORT } from './limits.ts';
import { IMPORT_MESSAGES, STAFFING_MESSAGES } from './server-messages.ts';
import { UNSTORABLE_TEXT } from './storable-text.ts';
import { BENCH_NAME } from './view-names.ts';

/** Tentative assignments may overbook a person; confirmed ones together never exceed 100 %. */
export const ASSIGNMENT_STATUSES = ['tentative', 'confirmed'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/** Typed in Atrium, or read from the resource-planning tool's export (the import). */
export const ASSIGNMENT_SOURCES = ['entered', 'imported'] as const;
export type AssignmentSource = (typeof ASSIGNMENT_SOURCES)[number];

/** How many weeks ahead availability is kept (`person_week_availability`), the current one first. */
export const AVAILABILITY_WEEKS = 26;

const shortText = z.string().trim().max(TEXT_SHORT);
const date = z.iso.date();
const allocation = z
  .number({ error: STAFFING_MESSAGES.allocationRange })
  .int(STAFFING_MESSAGES.allocationRange)
  .min(1, STAFFING_MESSAGES.allocationRange)
  .max(100, STAFFING_MESSAGES.allocationRange);

/** The credential an assignment is for, when the project has one. */
export const CredentialLink = z.object({ id: z.string(), name: z.string() });

/** `staffing/assignments`: a person's time given to a client's project over a period. */
export const Assignment = z.object({
  id: z.string(),
  user: PersonRef,
  client: z.string(),
  credential: CredentialLink.nullable(),
  project: z.string().nullable(),
  role: z.string().nullable(),
  start_date: z.string(),
  /** Null: open-ended. */
  end_date: z.string().nullable(),
  /** The share of the person's working week, 1–100. */
  allocation: z.number().int(),
  status: z.enum(ASSIGNMENT_STATUSES),
  source: z.enum(ASSIGNMENT_SOURCES),
  /** The resource-planning tool's id, which makes the import idempotent. */
  external_id: z.string().nullable(),
  updated_at: z.string(),
});
export type Assignment = z.infer<typeof Assignment>;

const fields = {
  user_id: z.uuid(),
  client: shortText.min(1),
  credential_id: z.uuid().nullable().optional(),
  project: shortText.nullable().optional(),
  role: shortText.nullable().optional(),
  start_date: date,
  end_date: date.nullable().optional(),
  allocation,
  status: z.enum(ASSIGNMENT_STATUSES).optional(),
  external_id: z.string().trim().min(1).max(100).nullable().optional(),
};

const datesInOrder = (value: { start_date?: string | null; end_date?: string | null }) =>
  !value.start_date || !value.end_date || value.start_date <= value.end_date;
const datesIssue = { message: STAFFING_MESSAGES.endBeforeStart, path: ['end_date'] };

/** `POST staffing/assignments`: confirmed unless said tentative; the source is the server's. */
export const AssignmentInput = z.strictObject(fields).refine(datesInOrder, datesIssue);
export type AssignmentInput = z.infer<typeof AssignmentInput>;

/** `PATCH staffing/assignments/{id}`: any subset (the server checks the dates against the stored ones). */
export const AssignmentPatch = z
  .strictObject(z.object(fields).partial().shape)
  .refine(datesInOrder, datesIssue);
export type AssignmentPatch = z.infer<typeof AssignmentPatch>;

/**
 * `staffing/assignments`. Who reads them: the person, their group leaders, holders of
 * 'assignments read' (CSO, HR, Management). Who writes: holders of 'assignments update' (the CSO)
 * for everyone, a group leader for their people. Others see a person's availability, not clients.
 */
export const assignmentsObject = defineObject({
  module: 'staffing',
  object: 'assignments',
  permission: 'assignments',
  record: Assignment,
  create: AssignmentInput,
  patch: AssignmentPatch,
  filters: {
    person: { type: 'id' },
    client: {},
    status: { values: ASSIGNMENT_STATUSES },
    source: { values: ASSIGNMENT_SOURCES },
    credential: { type: 'id' },
  },
  facets: ['client', 'status', 'source'],
  sorts: ['start_date', 'end_date', 'allocation'],
  deletable: true,
});

/** A week of a person's availability: Monday (the firm's time zone) and the share left free, 0–100. */
export const WeekAvailability = z.object({ week_start: z.string(), free_pct: z.number().int() });
export type WeekAvailability = z.infer<typeof WeekAvailability>;

/**
 * `GET /api/staffing/availability?id=…`: what anyone who may read a person's profile sees of their
 * time, never the clients. `weeks`: the next AVAILABILITY_WEEKS weeks, the current one first;
 * `free_now`: this week's free share; `free_from`: the Monday from which they stay at least half
 * free to the end of the window (null: not within it).
 */
export const PersonAvailability = z.object({
  user_id: z.string(),
  free_now: z.number().int(),
  free_from: z.string().nullable(),
  weeks: z.array(WeekAvailability),
});
export type PersonAvailability = z.infer<typeof PersonAvailability>;

export const AvailabilityQuery = z.object({
  id: z.union([z.uuid(), z.array(z.uuid()).min(1).max(100)]),
});
export const AvailabilityList = z.object({ data: z.array(PersonAvailability) });
export type AvailabilityList = z.infer<typeof AvailabilityList>;

/** On the Bench: at least half free this week, or booked now and at least half free within 4 weeks. */
export const BENCH_STATES = ['free', 'rolling_off'] as const;
export type BenchState = (typeof BENCH_STATES)[number];
/** How far ahead the Bench looks for roll-offs, in weeks after this one. */
export const BENCH_WEEKS_AHEAD = 4;
/** The free share that puts someone on the Bench. */
export const BENCH_FREE_PCT = 50;

/**
 * Accounts that run the firm rather than go on assignments (SPEC §6's roles): never on the Bench,
 * whatever their availability says.
 */
export const NON_BENCH_ROLES = ['admin', 'HR', 'CSO'] as const satisfies readonly Role[];

/**
 * A person on the Bench: when they are free, their unit and top skills (never their clients), and
 * the wishes they declared (available from, skills and clients they would like).
 */
export const BenchPerson = PersonRef.extend({
  email: z.string(),
  business_unit: z.string().nullable(),
  grade: z.string().nullable(),
  technical_skills: z.array(z.string()),
  state: z.enum(BENCH_STATES),
  free_now: z.number().int(),
  /** The Monday from which they stay at least half free (null: not within the window). */
  free_from: z.string().nullable(),
  available_from: z.string().nullable(),
  interested_skills: z.array(z.string()),
  interested_clients: z.array(z.string()),
});
export type BenchPerson = z.infer<typeof BenchPerson>;

/**
 * `managing_tools/cso_bench`: the CSO tool's Bench, people free now and those rolling off within
 * BENCH_WEEKS_AHEAD weeks (both unless `state` says one), by business unit; exportable.
 */
export const benchObject = defineObject({
  ...BENCH_NAME,
  permission: 'users',
  record: BenchPerson,
  filters: {
    business_unit: {},
    technical_skills: {},
    state: { values: BENCH_STATES },
  },
  facets: ['business_unit', 'technical_skills'],
  sorts: ['business_unit', 'last_name', 'grade'],
  exportable: true,
});

/**
 * The columns of the resource-planning tool's export, by header (case and spaces do not matter):
 * its id for the assignment (the import is idempotent by it), the person by email, the client
 * (one of the firm's list), and the assignment's fields.
 */
export const ASSIGNMENT_IMPORT_COLUMNS = [
  'external_id',
  'email',
  'client',
  'project',
  'role',
  'start_date',
  'end_date',
  'allocation',
  'status',
] as const;
export type AssignmentImportColumn = (typeof ASSIGNMENT_IMPORT_COLUMNS)[number];
export const ASSIGNMENT_IMPORT_REQUIRED = [
  'external_id',
  'email',
  'client',
  'start_date',
  'allocation',
] as const;

const cell = z
  .string()
  .trim()
  .max(TEXT_SHORT)
  .refine((value) => !UNSTORABLE_TEXT.test(value), { params: { code: 'characterNotAllowed' } });
const optionalCell = cell.transform((value) => value || null).nullable();

/**
 * One line of the export, once read: an empty optional cell is none, an empty status confirmed.
 * The person and the client are checked against the database when the file is planned.
 */
export const ImportedAssignment = z
  .object({
    external_id: cell.min(1).max(100),
    email: z.email(IMPORT_MESSAGES.badEmail).trim().toLowerCase().max(254),
    client: cell.min(1),
    project: optionalCell,
    role: optionalCell,
    start_date: date,
    end_date: z.union([date, z.literal('').transform(() => null)]).nullable(),
    allocation: z.coerce
      .number({ error: STAFFING_MESSAGES.allocationRange })
      .int(STAFFING_MESSAGES.allocationRange)
      .min(1, STAFFING_MESSAGES.allocationRange)
      .max(100, STAFFING_MESSAGES.allocationRange),
    status: z
      .union([z.enum(ASSIGNMENT_STATUSES), z.literal('').transform(() => 'confirmed' as const)])
      .nullable(),
  })
  .refine(datesInOrder, datesIssue);
export type ImportedAssignment = z.infer<typeof ImportedAssignment>;
