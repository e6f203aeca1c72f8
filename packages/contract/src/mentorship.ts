import { z } from 'zod';
import { PersonRef } from './api.ts';
import { defineObject } from './define-object.ts';
import {
  MENTEES_PER_MENTOR_MAX,
  MENTOR_FAVOURITES,
  TAG_NAME_MAX,
  TEXT_MEDIUM,
  TEXT_SHORT,
} from './limits.ts';
import { MENTORSHIP_MESSAGES } from './server-messages.ts';

/** A participant of one session is a mentor or a mentee, never both (SPEC §3 roles). */
export const MENTORSHIP_ROLES = ['mentor', 'mentee'] as const;
export type MentorshipRole = (typeof MENTORSHIP_ROLES)[number];

/** A mentee's request: to complete → in progress (favourites being chosen) → request sent (SPEC §4). */
export const MENTORSHIP_REQUEST_STATUSES = ['to_complete', 'in_progress', 'request_sent'] as const;
export type MentorshipRequestStatus = (typeof MENTORSHIP_REQUEST_STATUSES)[number];

/** How well a mentor knows a skill they offer (optional, per skill). */
export const MENTOR_SKILL_LEVELS = ['intermediate', 'advanced', 'expert'] as const;
export type MentorSkillLevel = (typeof MENTOR_SKILL_LEVELS)[number];

/** A session's periods, in the order they follow each other. */
export const MENTORSHIP_PERIODS = [
  'mentor_registration',
  'mentee_registration',
  'selection',
  'matching',
] as const;
export type MentorshipPeriod = (typeof MENTORSHIP_PERIODS)[number];

/**
 * Where a session stands today: before its first period, in one (both registrations may be open
 * at once), after the matching period, or archived. Derived from the dates, never stored.
 */
export const MENTORSHIP_PHASES = [
  'upcoming',
  'registration',
  'selection',
  'matching',
  'closed',
  'archived',
] as const;
export type MentorshipPhase = (typeof MENTORSHIP_PHASES)[number];

/** Days, inclusive at both ends. */
export const Period = z.object({ start: z.string(), end: z.string() });
export type Period = z.infer<typeof Period>;

export const MentorshipCounts = z.object({
  mentors: z.number(),
  mentees: z.number(),
  /** Mentees who sent their three favourites. */
  requests_sent: z.number(),
  /** Every mentor's number of mentees, summed. */
  seats: z.number(),
  /** Seats beyond the mentees registered: how many more mentees the session could take. */
  seats_left: z.number(),
});
export type MentorshipCounts = z.infer<typeof MentorshipCounts>;

/** `mentorship/sessions`: one year's programme, its periods and where it stands. */
export const MentorshipSession = z.object({
  id: z.string(),
  name: z.string(),
  year: z.number(),
  mentor_registration: Period,
  mentee_registration: Period,
  selection: Period,
  matching: Period,
  phase: z.enum(MENTORSHIP_PHASES),
  /** The periods open today (registrations may overlap). */
  open_periods: z.array(z.enum(MENTORSHIP_PERIODS)),
  counts: MentorshipCounts,
  /** When the matching last ran (its result is a preview until published). */
  matched_at: z.string().nullable(),
  /** When participants were told their outcome. */
  published_at: z.string().nullable(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
});
export type MentorshipSession = z.infer<typeof MentorshipSession>;

const day = z.iso.date();
const PeriodInput = z.strictObject({ start: day, end: day });

const SessionFields = z.strictObject({
  name: z.string().trim().min(1).max(TEXT_SHORT),
  year: z.number().int().min(2000).max(2100),
  mentor_registration: PeriodInput,
  mentee_registration: PeriodInput,
  selection: PeriodInput,
  matching: PeriodInput,
});
export type MentorshipSessionFields = z.infer<typeof SessionFields>;

/** The periods of a session, whole or once a patch is merged with the record. */
export type MentorshipPeriods = Record<MentorshipPeriod, Period>;

/**
 * What is wrong with a session's periods, the field to blame first, or nothing: each ends on or
 * after the day it starts, and registration ≤ selection ≤ matching (a period may start the day
 * the one before ends).
 */
export function mentorshipPeriodsProblem(
  periods: MentorshipPeriods,
): { field: MentorshipPeriod; message: string } | undefined {
  for (const field of MENTORSHIP_PERIODS) {
    if (periods[field].end < periods[field].start) return { field, message: MENTORSHIP_MESSAGES.periodEnd };
  }
  const { mentor_registration, mentee_registration, selection, matching } = periods;
  if (mentor_registration.end > selection.start || mentee_registration.end > selection.start)
    return { field: 'selection', message: MENTORSHIP_MESSAGES.periodsOrder };
  if (selection.end > matching.start) return { field: 'matching', message: MENTORSHIP_MESSAGES.periodsOrder };
  return undefined;
}

/** `POST mentorship/sessions`. */
export const MentorshipSessionInput = SessionFields.superRefine((value, ctx) => {
  const problem = mentorshipPeriodsProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
});
export type MentorshipSessionInput = z.infer<typeof MentorshipSessionInput>;

/** `PATCH mentorship/sessions/{id}`: any subset; the periods are checked once merged with the record. */
export const MentorshipSessionPatch = SessionFields.partial();
export type MentorshipSessionPatch = z.infer<typeof MentorshipSessionPatch>;

/** `mentorship/sessions`: managed with `mentorship create/update`; every employee reads them. */
export const mentorshipSessionsObject = defineObject({
  module: 'mentorship',
  object: 'sessions',
  permission: 'mentorship',
  record: MentorshipSession,
  create: MentorshipSessionInput,
  patch: MentorshipSessionPatch,
  filters: {
    /** `false` by default on every screen: an archived session leaves the default views. */
    archived: { type: 'boolean' },
    year: { type: 'integer' },
  },
  facets: ['year'],
  sorts: ['year', 'name', 'created_at'],
});

const tag = z.string().trim().min(1).max(TAG_NAME_MAX);
/** Skills offered or wanted: tags, as on a profile. */
const skillList = z.array(tag).max(10);
const motivation = z.string().trim().max(TEXT_MEDIUM);

/** `mentorship/participants`: one person's registration in one session. */
export const MentorshipParticipant = z.object({
  id: z.string(),
  session_id: z.string(),
  role: z.enum(MENTORSHIP_ROLES),
  person: PersonRef,
  business_unit: z.string().nullable(),
  motivation: z.string(),
  /** A mentee's goals; empty for a mentor. */
  goals: z.string(),
  /** A mentor's number of mentees, 1–3; null for a mentee. */
  mentee_count: z.number().nullable(),
  /** What a mentor offers, or what a mentee wants to grow. */
  skills: z.array(z.string()),
  /** A mentor's level in some of the skills they offer. */
  skill_levels: z.record(z.string(), z.enum(MENTOR_SKILL_LEVELS)),
  /** A mentee's request; null for a mentor. */
  request_status: z.enum(MENTORSHIP_REQUEST_STATUSES).nullable(),
  /** A mentee's favourite mentors (participant ids), best first; seen by the mentee and administrators. */
  favourites: z.array(z.string()),
  /** A mentor: how many sent requests name them, and how many name them first. */
  requested: z.number(),
  requested_first: z.number(),
  /** A mentor: seats beyond the mentees who chose them first (a hint for the next mentee). */
  seats_left: z.number(),
  created_at: z.string(),
});
export type MentorshipParticipant = z.infer<typeof MentorshipParticipant>;

const ParticipantFields = z.strictObject({
  motivation: motivation.optional(),
  goals: motivation.optional(),
  mentee_count: z
    .number()
    .int()
    .min(1, MENTORSHIP_MESSAGES.menteeCountRequired)
    .max(MENTEES_PER_MENTOR_MAX)
    .nullable()
    .optional(),
  skills: skillList.optional(),
  skill_levels: z.record(tag, z.enum(MENTOR_SKILL_LEVELS)).optional(),
});

/** The levels given are for skills offered. */
export const levelsOfSkills = (value: {
  skills?: string[] | undefined;
  skill_levels?: Record<string, string> | undefined;
}) => Object.keys(value.skill_levels ?? {}).every((skill) => (value.skills ?? []).includes(skill));

/** `POST mentorship/participants`: the caller registers themselves. */
export const MentorshipRegistration = ParticipantFields.extend({
  session_id: z.uuid(MENTORSHIP_MESSAGES.sessionRequired),
  role: z.enum(MENTORSHIP_ROLES),
}).superRefine((value, ctx) => {
  if (value.role === 'mentor' && value.mentee_count == null)
    ctx.addIssue({
      code: 'custom',
      path: ['mentee_count'],
      message: MENTORSHIP_MESSAGES.menteeCountRequired,
    });
  if (value.role === 'mentee' && value.mentee_count != null)
    ctx.addIssue({
      code: 'custom',
      path: ['mentee_count'],
      message: MENTORSHIP_MESSAGES.menteeCountForMentors,
    });
  if (!levelsOfSkills(value))
    ctx.addIssue({
      code: 'custom',
      path: ['skill_levels'],
      message: MENTORSHIP_MESSAGES.levelForOfferedSkill,
    });
});
export type MentorshipRegistration = z.infer<typeof MentorshipRegistration>;

/** `PATCH mentorship/participants/{id}`: while the registration is open. */
export const MentorshipRegistrationPatch = ParticipantFields;
export type MentorshipRegistrationPatch = z.infer<typeof MentorshipRegistrationPatch>;

/** `mentorship/participants`: mentors are seen by everyone; a mentee by themselves and administrators. */
export const mentorshipParticipantsObject = defineObject({
  module: 'mentorship',
  object: 'participants',
  permission: 'mentorship',
  record: MentorshipParticipant,
  create: MentorshipRegistration,
  patch: MentorshipRegistrationPatch,
  filters: {
    session_id: { type: 'id' },
    role: { values: MENTORSHIP_ROLES },
    /** The people behind the registrations: one's own with `person=<my id>`. */
    person: { type: 'id' },
    skills: {},
    business_unit: {},
    request_status: { values: MENTORSHIP_REQUEST_STATUSES },
    /** `true`: mentors with a seat left after the mentees who chose them first. */
    has_seats: { type: 'boolean' },
  },
  facets: ['skills', 'business_unit'],
  sorts: ['created_at', 'mentee_count'],
  deletable: true,
});

/** `PUT mentorship/sessions/{id}/my-favourites`: the calling mentee's choice, saved as a draft or sent. */
export const FavouritesInput = z
  .strictObject({
    /** Mentor participant ids, best first. */
    mentor_ids: z.array(z.uuid()).max(MENTOR_FAVOURITES, MENTORSHIP_MESSAGES.threeFavourites),
    /** Sends the request: exactly three favourites, and no change after. */
    send: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (new Set(value.mentor_ids).size !== value.mentor_ids.length)
      ctx.addIssue({ code: 'custom', path: ['mentor_ids'], message: MENTORSHIP_MESSAGES.favouriteDuplicate });
    else if (value.send && value.mentor_ids.length !== MENTOR_FAVOURITES)
      ctx.addIssue({ code: 'custom', path: ['mentor_ids'], message: MENTORSHIP_MESSAGES.threeFavourites });
  });
export type FavouritesInput = z.input<typeof FavouritesInput>;

/** A mentee's choice 1–3. */
export const FavouriteRank = z.number().int().min(1).max(MENTOR_FAVOURITES);

/**
 * Why a mentee did not get one of their better choices: the mentor's seats were all taken (by
 * mentees who ranked them 1st, 2nd, 3rd: `holders_by_rank`), or the mentor left the session.
 */
export const PassedOver = z.object({
  mentor_id: z.string(),
  rank: FavouriteRank,
  reason: z.enum(['full', 'left']),
  seats: z.number(),
  holders_by_rank: z.array(z.number()),
});
export type PassedOver = z.infer<typeof PassedOver>;

/**
 * Why a mentee got what they got: their choice `rank` (null: not matched), the better choices
 * passed over and why; `manual` when an administrator moved them by hand; for one not matched,
 * `no_request` (no favourites sent) or `favourites_full`.
 */
export const MatchExplanation = z.object({
  rank: FavouriteRank.nullable(),
  manual: z.boolean(),
  passed_over: z.array(PassedOver),
  unmatched_reason: z.enum(['no_request', 'favourites_full']).nullable(),
});
export type MatchExplanation = z.infer<typeof MatchExplanation>;

export const MatchingScore = z.object({
  mentees: z.number(),
  matched: z.number(),
  /** How many got their 1st, 2nd and 3rd choice. */
  by_rank: z.array(z.number()),
  /** Skill fit summed over the matches: the tie-break. */
  fit: z.number(),
});
export type MatchingScore = z.infer<typeof MatchingScore>;

export const ChosenMentor = z.object({ id: z.string(), person: PersonRef, rank: FavouriteRank });
export type ChosenMentor = z.infer<typeof ChosenMentor>;

/** One mentee's line of a matching. */
export const MenteeMatch = z.object({
  mentee_id: z.string(),
  mentee: PersonRef,
  mentor_id: z.string().nullable(),
  mentor: PersonRef.nullable(),
  fit: z.number(),
  explanation: MatchExplanation,
  favourites: z.array(ChosenMentor),
});
export type MenteeMatch = z.infer<typeof MenteeMatch>;

export const MentorLoad = z.object({
  id: z.string(),
  person: PersonRef,
  capacity: z.number(),
  assigned: z.number(),
});
export type MentorLoad = z.infer<typeof MentorLoad>;

/** `GET|POST mentorship/sessions/{id}/matching`: the preview (or the published result). */
export const MatchingResult = z.object({
  session_id: z.string(),
  matched_at: z.string(),
  published_at: z.string().nullable(),
  score: MatchingScore,
  matches: z.array(MenteeMatch),
  mentors: z.array(MentorLoad),
});
export type MatchingResult = z.infer<typeof MatchingResult>;

/** `PUT mentorship/sessions/{id}/matching/{menteeId}`: an administrator's move (null: unmatched). */
export const MatchMoveInput = z.strictObject({ mentor_id: z.uuid().nullable() });
export type MatchMoveInput = z.infer<typeof MatchMoveInput>;

/** What a participant sees of their outcome, once published. */
export const MentorshipOutcome = z.object({
  matched: z.boolean(),
  /** A mentee's mentor. */
  mentor: PersonRef.nullable(),
  /** A mentor's mentees. */
  mentees: z.array(PersonRef),
  explanation: MatchExplanation.nullable(),
});
export type MentorshipOutcome = z.infer<typeof MentorshipOutcome>;

/** `GET mentorship/sessions/{id}/my-process`: the caller's registration, favourites and outcome. */
export const MyMentorshipProcess = z.object({
  participant: MentorshipParticipant.nullable(),
  favourites: z.array(ChosenMentor),
  outcome: MentorshipOutcome.nullable(),
});
export type MyMentorshipProcess = z.infer<typeof MyMentorshipProcess>;
