import { z } from 'zod';
import { PersonRef } from './api.ts';
import { STAFFING_NEED_MAX, TEXT_SHORT } from './limits.ts';
import { TagName } from './people.ts';
import { LANGUAGE_LEVELS } from './users.ts';
import { MENTOR_SKILL_LEVELS } from './mentorship.ts';
import { TOOLBOX_MESSAGES } from './server-messages.ts';

/** The tabs of `/ai-toolbox/{type}`; `drafts` only when a language model is configured. */
export const TOOLBOX_TYPES = ['staffing', 'tailored', 'drafts'] as const;
export type ToolboxType = (typeof TOOLBOX_TYPES)[number];

/**
 * Who may make a tailored CV of a colleague (the toolbox's proposal and its Word or PDF file): whoever
 * may read people ('users read', which staffing needs) and their resumes ('resume read'). A tailored
 * CV is a proposal's document made of what such a reader sees already; whole stored resumes and the
 * CV library's zips stay with 'resume download', a group's leader and the person.
 */
export const TAILORED_CV_PERMISSIONS = [
  { object: 'users', action: 'read' },
  { object: 'resume', action: 'read' },
] as const;

/** How many terms of each kind a need may carry once understood or corrected. */
export const STAFFING_TERMS_MAX = 40;
/** How many people, credentials and solutions a staffing answer ranks. */
export const STAFFING_PEOPLE_MAX = 20;
export const STAFFING_RECORDS_MAX = 10;

const LanguageCode = z.string().regex(/^[a-z]{2,3}$/);
const ClientName = z.string().trim().min(1).max(TEXT_SHORT);
const unique = <T>(items: readonly T[]) => new Set(items).size === items.length;
const terms = <T extends z.ZodType>(item: T) =>
  z.array(item).max(STAFFING_TERMS_MAX).refine(unique, TOOLBOX_MESSAGES.termTwice);

/** What a need asks for, in the firm's own words: skills and sectors are tag names. */
export const StaffingTerms = z.strictObject({
  skills: terms(TagName),
  sectors: terms(TagName),
  clients: terms(ClientName),
  languages: terms(LanguageCode),
});
export type StaffingTerms = z.infer<typeof StaffingTerms>;

/** Staffing looks this many weeks ahead at most: the availability the database keeps. */
export const STAFFING_WEEKS_MAX = 26;

/**
 * When and how much a need asks for: its start (a day), its length in weeks and its load (% of a
 * person's time). Each is null when the need does not say it.
 */
export const StaffingAvailability = z.strictObject({
  start: z.iso.date().nullable(),
  weeks: z.number().int().min(1).max(104).nullable(),
  load_pct: z.number().int().min(1).max(100).nullable(),
});
export type StaffingAvailability = z.infer<typeof StaffingAvailability>;

/** The need's own words each of its start, length and load was read from ("dès le 1er mars"); null when not read. */
export const StaffingAvailabilityWords = z.object({
  start: z.string().nullable(),
  weeks: z.string().nullable(),
  load_pct: z.string().nullable(),
});
export type StaffingAvailabilityWords = z.infer<typeof StaffingAvailabilityWords>;

/** The need as pasted; with `terms`, the user's corrected chips replace what the server would read in it. */
export const NeedText = z.string().max(STAFFING_NEED_MAX, TOOLBOX_MESSAGES.needTooLong);

/** `POST /api/c13s/v2/ai_toolbox/staffing`. */
export const StaffingInput = z.strictObject({
  need: NeedText,
  terms: StaffingTerms.optional(),
  /** The user's corrected start, length and load; without it, what the need says. */
  availability: StaffingAvailability.optional(),
});
export type StaffingInput = z.infer<typeof StaffingInput>;

/** Why a person is proposed: each matched term with what the firm knows of it. */
export const StaffingReasons = z.object({
  skills: z.array(
    z.object({
      name: z.string(),
      /** Months of practice derived from experiences and credentials (`skillDuration`); null when unknown. */
      months: z.number().int().nullable(),
      /** The level the person offers it at as a mentor, if they do. */
      level: z.enum(MENTOR_SKILL_LEVELS).nullable(),
    }),
  ),
  sectors: z.array(z.string()),
  languages: z.array(z.object({ code: z.string(), level: z.enum(LANGUAGE_LEVELS) })),
  /** Clients of the need the person has worked for (experiences or credentials). */
  clients: z.array(z.string()),
  /** Credentials they contributed to for a client or a sector of the need. */
  credentials: z.array(z.object({ id: z.string(), name: z.string(), client: z.string() })),
  /** Their groups whose name, solutions or markets meet the need. */
  groups: z.array(z.object({ id: z.string(), name: z.string() })),
  /**
   * What they declared they wish (their profile's staffing wishes): the need's skills and clients
   * they would like to work with, and the day they say they are free from. Said, not scored.
   */
  wishes: z.object({
    skills: z.array(z.string()),
    clients: z.array(z.string()),
    available_from: z.string().nullable(),
  }),
  /**
   * How free they are over the need's weeks, when the need says when or how much: from its start,
   * at its load. Null when it says neither.
   */
  availability: z
    .object({
      from: z.iso.date(),
      load_pct: z.number().int(),
      /** Free at least at the load every week of the need. */
      fits: z.boolean(),
      /** The least they are free in a week of the need. */
      free_pct: z.number().int(),
      mean_free_pct: z.number().int(),
      /** How booked they are the week the need starts. */
      booked_pct_at_start: z.number().int(),
      /** The first Monday from which they are free at the load to the end of what is known; null: booked throughout. */
      free_from: z.iso.date().nullable(),
    })
    .nullable(),
});
export type StaffingReasons = z.infer<typeof StaffingReasons>;

export const StaffingPerson = z.object({
  person: PersonRef.extend({ grade: z.string().nullable() }),
  score: z.number(),
  reasons: StaffingReasons,
});
export type StaffingPerson = z.infer<typeof StaffingPerson>;

export const StaffingResult = z.object({
  /** What the server understood (or the terms it was given): the chips. */
  understood: StaffingTerms,
  /** When and how much, as understood (or as given): the date and load chips. */
  availability: StaffingAvailability,
  /** Where in the need each was read; all null when the user gave them. */
  availability_words: StaffingAvailabilityWords,
  people: z.array(StaffingPerson),
  credentials: z.array(
    z.object({ id: z.string(), name: z.string(), client: z.string(), year: z.number().nullable() }),
  ),
  solutions: z.array(z.object({ id: z.string(), name: z.string(), summary: z.string() })),
});
export type StaffingResult = z.infer<typeof StaffingResult>;

/** `POST /api/c13s/v2/ai_toolbox/tailored`: what of a person's profile matters most for a need. */
export const TailoredInput = z.strictObject({
  user_id: z.uuid(),
  need: NeedText,
  terms: StaffingTerms.optional(),
});
export type TailoredInput = z.infer<typeof TailoredInput>;

/** Each item of the profile, marked when proposed; the web lets the user change the marks. */
export const TailoredProposal = z.object({
  understood: StaffingTerms,
  skills: z.array(z.object({ name: z.string(), proposed: z.boolean() })),
  experiences: z.array(
    z.object({
      id: z.string(),
      client: z.string(),
      role: z.string(),
      start_date: z.string(),
      end_date: z.string().nullable(),
      proposed: z.boolean(),
      /** The need's terms practised there (its skills, sectors or client), in the need's order: why it is proposed. */
      reasons: z.array(z.string()),
    }),
  ),
  certificates: z.array(z.object({ name: z.string(), proposed: z.boolean() })),
  /** Credentials the person contributed to (those the caller may read). */
  credentials: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      client: z.string(),
      year: z.number().nullable(),
      proposed: z.boolean(),
      /** The need's terms practised there, as for an experience. */
      reasons: z.array(z.string()),
    }),
  ),
});
export type TailoredProposal = z.infer<typeof TailoredProposal>;

/** `GET /api/c13s/v2/ai_toolbox/status`: whether drafts are offered, and for administrators, where they go. */
export const ToolboxStatus = z.object({
  ai: z.boolean(),
  /** Administrators only: the endpoint and model drafts are sent to (never the key). */
  endpoint: z.string().nullable(),
  model: z.string().nullable(),
});
export type ToolboxStatus = z.infer<typeof ToolboxStatus>;

export const DRAFT_KINDS = ['credential_summary', 'solution_pitch', 'profile_summary'] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];

/** `POST …/ai_toolbox/drafts/payload` shows, `POST …/ai_toolbox/drafts` sends: a record's fields to the model. */
export const DraftInput = z.strictObject({
  kind: z.enum(DRAFT_KINDS),
  /** The credential, the solution or the person. */
  id: z.uuid(),
  language: z.enum(['en', 'fr']),
});
export type DraftInput = z.infer<typeof DraftInput>;

/** Exactly what is sent: the instructions and the record's fields, by name. */
export const DraftPayload = z.object({
  model: z.string(),
  instructions: z.string(),
  fields: z.record(z.string(), z.string()),
});
export type DraftPayload = z.infer<typeof DraftPayload>;

export const Draft = z.object({ text: z.string(), payload: DraftPayload });
export type Draft = z.infer<typeof Draft>;
