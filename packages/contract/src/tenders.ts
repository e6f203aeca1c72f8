import { z } from 'zod';
import { StaffingAvailability, StaffingPerson, StaffingTerms } from './ai-toolbox.ts';
import { PersonRef } from './api.ts';
import { defineObject } from './define-object.ts';
import { STAFFING_NEED_MAX, TEXT_SHORT } from './limits.ts';
import { TENDER_MESSAGES } from './server-messages.ts';

/** How many roles a tender may ask for, and how many people one role. */
export const TENDER_ROLES_MAX = 12;
export const TENDER_ROLE_COUNT_MAX = 10;
/** A team has at most this many places (roles × their counts). */
export const TENDER_PLACES_MAX = 30;
/** How many people a place offers beyond its choice: the runner-ups. */
export const TENDER_RUNNER_UPS = 4;
/** A tender file (.docx or .pdf) is read up to this size. */
export const TENDER_FILE_BYTES_MAX = 10 * 1024 * 1024;
/** A pack's sent versions kept on the bid. */
export const TENDER_VERSIONS_MAX = 100;

export const TENDER_LANGUAGES = ['en', 'fr'] as const;
export const TENDER_PACK_FORMATS = ['docx', 'zip'] as const;
export type TenderPackFormat = (typeof TENDER_PACK_FORMATS)[number];

export const TenderText = z.string().max(STAFFING_NEED_MAX, TENDER_MESSAGES.textTooLong);

/** One role a tender asks for: how many people, and what each must bring, when and how much. */
export const TenderRole = z.strictObject({
  title: z.string().trim().min(1).max(TEXT_SHORT),
  count: z.number().int().min(1).max(TENDER_ROLE_COUNT_MAX),
  terms: StaffingTerms,
  availability: StaffingAvailability,
});
export type TenderRole = z.infer<typeof TenderRole>;

const Roles = z
  .array(TenderRole)
  .max(TENDER_ROLES_MAX)
  .refine((roles) => roles.reduce((sum, role) => sum + role.count, 0) <= TENDER_PLACES_MAX, {
    message: TENDER_MESSAGES.tooManyPlaces,
  });

/** `POST …/tenders/bids/read`: a pasted tender. */
export const TenderReadInput = z.strictObject({ text: TenderText });
export type TenderReadInput = z.infer<typeof TenderReadInput>;

/** What was read of a tender, for review: its text (read from a file too) and its roles. */
export const TenderReading = z.object({
  text: z.string(),
  roles: z.array(TenderRole),
});
export type TenderReading = z.infer<typeof TenderReading>;

/** `POST …/tenders/bids/team`: the reviewed roles to staff. */
export const TenderTeamInput = z.strictObject({ roles: Roles.min(1, TENDER_MESSAGES.noRole) });
export type TenderTeamInput = z.infer<typeof TenderTeamInput>;

/** A candidate for a place: staffing's explanation, and whether their job title names the role. */
export const TenderCandidate = StaffingPerson.extend({ title_match: z.boolean() });
export type TenderCandidate = z.infer<typeof TenderCandidate>;

/** One place of the team: its role (index in `roles`), the person chosen (null: nobody fits) and the runner-ups. */
export const TenderPlace = z.object({
  role: z.number().int(),
  chosen: TenderCandidate.nullable(),
  runner_ups: z.array(TenderCandidate),
});
export type TenderPlace = z.infer<typeof TenderPlace>;

export const TenderTeam = z.object({ places: z.array(TenderPlace) });
export type TenderTeam = z.infer<typeof TenderTeam>;

/** A place as a bid keeps it: the role's index and the person in it (null: left open). */
export const BidPlace = z.strictObject({
  role: z
    .number()
    .int()
    .min(0)
    .max(TENDER_ROLES_MAX - 1),
  person_id: z.uuid().nullable(),
});
export type BidPlace = z.infer<typeof BidPlace>;

const Team = z
  .array(BidPlace)
  .max(TENDER_PLACES_MAX)
  .refine(
    (team) => {
      const people = team.flatMap((place) => (place.person_id ? [place.person_id] : []));
      return new Set(people).size === people.length;
    },
    { message: TENDER_MESSAGES.personTwice },
  );

/** A pack made and sent: which version, when, by whom, in what form. */
export const BidVersion = z.object({
  version: z.number().int(),
  format: z.enum(TENDER_PACK_FORMATS),
  language: z.enum(TENDER_LANGUAGES),
  anonymised: z.boolean(),
  made_at: z.string(),
  made_by: z.string(),
  /** Who was in the team then. */
  people: z.array(z.string()),
});
export type BidVersion = z.infer<typeof BidVersion>;

export const Bid = z.object({
  id: z.string(),
  title: z.string(),
  tender_text: z.string(),
  roles: z.array(TenderRole),
  team: z.array(
    z.object({ role: z.number().int(), person_id: z.string().nullable(), person: PersonRef.nullable() }),
  ),
  language: z.enum(TENDER_LANGUAGES),
  anonymised: z.boolean(),
  author: PersonRef.nullable(),
  created_by: z.string(),
  versions: z.array(BidVersion),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Bid = z.infer<typeof Bid>;

export const BidInput = z.strictObject({
  title: z.string().trim().min(1).max(TEXT_SHORT),
  tender_text: TenderText,
  roles: Roles,
  team: Team,
  language: z.enum(TENDER_LANGUAGES),
  anonymised: z.boolean(),
});
export type BidInput = z.infer<typeof BidInput>;

export const BidPatch = BidInput.partial();
export type BidPatch = z.infer<typeof BidPatch>;

/** `POST …/tenders/bids/{id}/pack`: the pack as one Word document or a zip of PDFs. */
export const BidPackInput = z.strictObject({ format: z.enum(TENDER_PACK_FORMATS) });
export type BidPackInput = z.infer<typeof BidPackInput>;

/**
 * `tenders/bids`: a tender answered. Whoever may staff (reads people) makes bids and reads their
 * own; holders of 'resume download' (the CSO, HR, who send CVs to clients) read and edit them all.
 */
export const bidsObject = defineObject({
  module: 'tenders',
  object: 'bids',
  permission: 'users',
  record: Bid,
  create: BidInput,
  patch: BidPatch,
  filters: {
    author: { type: 'id' },
    language: { values: TENDER_LANGUAGES },
  },
  facets: ['language'],
  sorts: ['created_at', 'title'],
  deletable: true,
});

/** `GET …/tenders/proposals/self`: the bids the caller was proposed in, when the firm tells them. */
export const BidProposal = z.object({
  bid_id: z.string(),
  title: z.string(),
  roles: z.array(z.string()),
  author: PersonRef.nullable(),
  created_at: z.string(),
});
export type BidProposal = z.infer<typeof BidProposal>;
export const BidProposals = z.object({ enabled: z.boolean(), data: z.array(BidProposal) });
export type BidProposals = z.infer<typeof BidProposals>;
