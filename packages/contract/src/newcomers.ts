import { z } from 'zod';
import { PersonRef } from './api.ts';
import { defineObject } from './define-object.ts';
import { TEXT_SHORT } from './limits.ts';
import { NEWCOMER_MESSAGES } from './server-messages.ts';

export const NEWCOMER_TYPES = ['employee', 'contractor'] as const;
export type NewcomerType = (typeof NEWCOMER_TYPES)[number];
/** to prepare → link sent → arrived → left (SPEC §4); only the last two change the person's account. */
export const NEWCOMER_STATUSES = ['to_prepare', 'link_sent', 'arrived', 'left'] as const;
export type NewcomerStatus = (typeof NEWCOMER_STATUSES)[number];
export const MICROSOFT_LICENCES = ['E3', 'E5', 'F3', 'none'] as const;
/** The languages a newcomer's mails are written in. */
export const NEWCOMER_LANGUAGES = ['en', 'fr'] as const;
/** Most secondary business lines, and most secondary hubs, a newcomer is attached to. */
export const NEWCOMER_SECONDARY_MAX = 5;

/** `cv_library/newcomers`: someone HR announced, from before their first day until they leave. */
export const Newcomer = z.object({
  /** The person's own id: a newcomer is a person whose account starts restricted. */
  id: z.string(),
  type: z.enum(NEWCOMER_TYPES),
  first_name: z.string(),
  last_name: z.string(),
  /** The firm address generated for them (`first.last@domain`), which they sign in with. */
  email: z.string(),
  /** Where the welcome link goes before they have a firm address. */
  personal_email: z.string(),
  arrival_date: z.string(),
  departure_date: z.string().nullable(),
  business_line: z.string(),
  hub: z.string(),
  secondary_business_lines: z.array(z.string()),
  secondary_hubs: z.array(z.string()),
  licence: z.enum(MICROSOFT_LICENCES),
  language: z.enum(NEWCOMER_LANGUAGES),
  status: z.enum(NEWCOMER_STATUSES),
  added_by: PersonRef.nullable(),
  created_at: z.string(),
  /**
   * Whether they hold a role beyond the default (CSO, HR…): marking them left, which takes every
   * role, or changing their sign-in email is then for who may change permissions (issue 45).
   */
  holds_role: z.boolean(),
});
export type Newcomer = z.infer<typeof Newcomer>;

const name = z.string().trim().min(1).max(TEXT_SHORT);
const unit = z.string().trim().min(1).max(100);
const units = z.array(unit).max(NEWCOMER_SECONDARY_MAX);
const email = z.email().trim().toLowerCase().max(254);

/** A newcomer's fields as HR fills them in, before the date rules (NewcomerInput). */
export const NewcomerFields = z.strictObject({
  type: z.enum(NEWCOMER_TYPES),
  first_name: name,
  last_name: name,
  /** The generated address (`…/newcomers/email`), or HR's edit of it; unique among everyone. */
  email,
  personal_email: email,
  arrival_date: z.iso.date(),
  departure_date: z.iso.date().nullable().optional(),
  business_line: unit,
  hub: unit,
  secondary_business_lines: units.optional(),
  secondary_hubs: units.optional(),
  licence: z.enum(MICROSOFT_LICENCES),
  /** Of the welcome mail. */
  language: z.enum(NEWCOMER_LANGUAGES).optional(),
});

/** The dates of a newcomer, whole or as a patch sees them once merged with the record. */
export type NewcomerDates = {
  type: NewcomerType;
  arrival_date: string;
  departure_date?: string | null | undefined;
};

/** A contractor leaves on a known day, after they arrive: the field to blame, and why, or nothing. */
export function newcomerDatesProblem({ type, arrival_date, departure_date }: NewcomerDates) {
  if (type === 'contractor' && !departure_date) return NEWCOMER_MESSAGES.departureRequired;
  if (departure_date && departure_date <= arrival_date) return NEWCOMER_MESSAGES.departureBeforeArrival;
  return undefined;
}

/** `POST cv_library/newcomers`. */
export const NewcomerInput = NewcomerFields.superRefine((value, ctx) => {
  const problem = newcomerDatesProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', path: ['departure_date'], message: problem });
});
export type NewcomerInput = z.infer<typeof NewcomerInput>;

/** `PATCH cv_library/newcomers/{id}`: any subset; the dates are checked against the record's. */
export const NewcomerPatch = NewcomerFields.partial();
export type NewcomerPatch = z.infer<typeof NewcomerPatch>;

/** `GET cv_library/newcomers/email?first_name=&last_name=&type=`: the address a newcomer would get. */
export const NewcomerEmailQuery = z.object({
  first_name: name,
  last_name: name,
  type: z.enum(NEWCOMER_TYPES),
});
export const NewcomerEmailBody = z.object({ email: z.string() });
export type NewcomerEmailBody = z.infer<typeof NewcomerEmailBody>;

/** `cv_library/newcomers`: HR's list of people arriving, arrived and gone. */
export const newcomersObject = defineObject({
  module: 'cv_library',
  object: 'newcomers',
  permission: 'newcomers',
  record: Newcomer,
  create: NewcomerInput,
  patch: NewcomerPatch,
  filters: {
    status: { values: NEWCOMER_STATUSES },
    type: { values: NEWCOMER_TYPES },
    /** `YYYY-MM`: who arrives that month. */
    arrival_month: {},
    business_line: {},
    /** `true`: contractors whose departure date falls within the next seven days. */
    leaving_this_week: { type: 'boolean' },
  },
  facets: ['type', 'business_line', 'arrival_month'],
  sorts: ['arrival_date', 'created_at'],
  exportable: true,
});
