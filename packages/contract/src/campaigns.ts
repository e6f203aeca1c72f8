import { z } from 'zod';
import { PersonRef } from './api.ts';
import { COMPLETION_FIELDS } from './users.ts';
import { defineObject } from './define-object.ts';
import { TEXT_LONG, TEXT_SHORT } from './limits.ts';
import { NEWCOMER_TYPES } from './newcomers.ts';
import { CAMPAIGN_MESSAGES } from './server-messages.ts';
import { SMART_CAMPAIGNS_NAME } from './view-names.ts';

/**
 * draft (editable, nobody targeted yet) → running (targets chosen at the start date, mails and
 * reminders going out) ⇄ paused → finished (everyone complete, or the last reminder's interval
 * passed, escalation sent) or cancelled. Finished and cancelled campaigns are read-only.
 */
export const CAMPAIGN_STATUSES = ['draft', 'running', 'paused', 'finished', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/** The statuses a campaign never leaves, and in which nothing of it may change. */
export const CAMPAIGN_ENDED_STATUSES = ['finished', 'cancelled'] as const satisfies readonly CampaignStatus[];

/** The languages a campaign's message is written in; each person gets theirs (English by default). */
export const CAMPAIGN_LANGUAGES = ['en', 'fr'] as const;
export type CampaignLanguage = (typeof CAMPAIGN_LANGUAGES)[number];

/** Reminders: every 1–90 days, at most 10 of them after the first mail. */
export const CAMPAIGN_REMINDER_EVERY_MAX = 90;
export const CAMPAIGN_REMINDERS_MAX = 10;
/** Most values of one population criterion (business units, hubs, groups, grades). */
export const CAMPAIGN_CRITERION_VALUES_MAX = 50;
/** How many names a preview lists beside its count. */
export const CAMPAIGN_PREVIEW_NAMES = 50;

/**
 * The merge fields a subject or body may hold: `{first_name}`, `{missing_fields}` (the campaign's
 * fields this person still misses, named in their language) and `{link}` (opens the dialog that
 * fixes the first of them; added at the end of the body when the body does not place it).
 */
export const CAMPAIGN_MERGE_FIELDS = ['first_name', 'missing_fields', 'link'] as const;

const value = z.string().trim().min(1).max(100);
const values = z.array(value).max(CAMPAIGN_CRITERION_VALUES_MAX);

/**
 * Who a campaign is for. What is missing: any of `missing_fields` still missing, or a rate below
 * `rate_below` (at least one of the two). The population: every criterion given must hold, each
 * matching any of its values; none given is the whole firm. Newcomers who have not arrived and
 * people who left are never targeted, whatever the target says.
 */
export const CampaignTarget = z.strictObject({
  missing_fields: z.array(z.enum(COMPLETION_FIELDS)).max(COMPLETION_FIELDS.length).default([]),
  /** 1–100: people whose rate is below it. */
  rate_below: z.number().int().min(1).max(100).nullable().default(null),
  business_units: values.default([]),
  hubs: values.default([]),
  group_ids: z.array(z.uuid()).max(CAMPAIGN_CRITERION_VALUES_MAX).default([]),
  grades: values.default([]),
  employment_types: z.array(z.enum(NEWCOMER_TYPES)).max(NEWCOMER_TYPES.length).default([]),
});
export type CampaignTarget = z.output<typeof CampaignTarget>;
export type CampaignTargetInput = z.input<typeof CampaignTarget>;

export const CampaignMessage = z.strictObject({
  subject: z.string().trim().min(1).max(TEXT_SHORT),
  body: z.string().trim().min(1).max(TEXT_LONG),
});
export type CampaignMessage = z.infer<typeof CampaignMessage>;

/** The message in each language: both are required, since a person gets the one of theirs. */
export const CampaignMessages = z.strictObject({ en: CampaignMessage, fr: CampaignMessage });
export type CampaignMessages = z.infer<typeof CampaignMessages>;

/** How a campaign's mails go out once it starts. */
export const CampaignSchedule = z.strictObject({
  /** When the first mail goes (ISO date-time); a start in the past starts at once. */
  start_at: z.iso.datetime({ offset: true }),
  reminder_every_days: z.number().int().min(1).max(CAMPAIGN_REMINDER_EVERY_MAX),
  reminders_max: z.number().int().min(0).max(CAMPAIGN_REMINDERS_MAX),
  /** After the last reminder's interval: one digest to the leaders of the groups of people still missing. */
  escalate: z.boolean(),
});
export type CampaignSchedule = z.infer<typeof CampaignSchedule>;

/** The funnel's totals: people targeted, mailed at least once, who opened the link, who completed. */
export const CampaignTotals = z.object({
  targeted: z.number(),
  sent: z.number(),
  opened: z.number(),
  completed: z.number(),
});
export type CampaignTotals = z.infer<typeof CampaignTotals>;

/** `admin/smart_campaigns`: a campaign as Management sees it. */
export const Campaign = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  target: CampaignTarget,
  messages: CampaignMessages,
  ...CampaignSchedule.shape,
  totals: CampaignTotals,
  /** How many reminders have gone out so far (rounds, not mails). */
  reminders_sent: z.number(),
  escalated_at: z.string().nullable(),
  created_by: PersonRef.nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
});
export type Campaign = z.infer<typeof Campaign>;

const CampaignFields = z.strictObject({
  name: z.string().trim().min(1).max(TEXT_SHORT),
  target: CampaignTarget,
  messages: CampaignMessages,
  ...CampaignSchedule.shape,
});

/** A target must say what is missing: some field, or a rate threshold. */
const targetsSomething = (target: CampaignTarget | undefined) =>
  !target || target.missing_fields.length > 0 || target.rate_below !== null;
const TARGET_EMPTY = CAMPAIGN_MESSAGES.targetEmpty;

/** `POST admin/smart_campaigns`: a draft; `…/{id}/start` starts it. */
export const CampaignCreate = CampaignFields.refine((campaign) => targetsSomething(campaign.target), {
  path: ['target'],
  message: TARGET_EMPTY,
});
export type CampaignCreate = z.input<typeof CampaignCreate>;

/** `PATCH admin/smart_campaigns/{id}`: a draft or a paused campaign (a paused one keeps its target). */
export const CampaignPatch = CampaignFields.partial().refine((patch) => targetsSomething(patch.target), {
  path: ['target'],
  message: TARGET_EMPTY,
});
export type CampaignPatch = z.input<typeof CampaignPatch>;

/** `POST admin/smart_campaigns/preview`: who a target reaches today, before the campaign starts. */
export const CampaignPreviewBody = z
  .strictObject({ target: CampaignTarget })
  .refine((body) => targetsSomething(body.target), { path: ['target'], message: TARGET_EMPTY });
export type CampaignPreviewBody = z.input<typeof CampaignPreviewBody>;
export const CampaignPreview = z.object({
  count: z.number(),
  /** The first CAMPAIGN_PREVIEW_NAMES of them, by name. */
  people: z.array(PersonRef),
});
export type CampaignPreview = z.infer<typeof CampaignPreview>;

/** `GET admin/smart_campaigns/{id}/funnel`: the totals and what happened each day since the start. */
export const CampaignFunnel = z.object({
  totals: CampaignTotals,
  days: z.array(
    z.object({
      /** YYYY-MM-DD (UTC). */
      day: z.string(),
      sent: z.number(),
      opened: z.number(),
      completed: z.number(),
    }),
  ),
});
export type CampaignFunnel = z.infer<typeof CampaignFunnel>;

/** The moves of `POST admin/smart_campaigns/{id}/{move}`, in the order a screen offers them. */
export const CAMPAIGN_MOVES = ['start', 'pause', 'resume', 'cancel'] as const;
export type CampaignMove = (typeof CAMPAIGN_MOVES)[number];

/** Each move: the statuses it starts from (the server refuses any other with 409) and where it leads. */
export const CAMPAIGN_MOVE_RULES: Record<
  CampaignMove,
  { from: readonly CampaignStatus[]; to: CampaignStatus }
> = {
  start: { from: ['draft'], to: 'running' },
  pause: { from: ['running'], to: 'paused' },
  resume: { from: ['paused'], to: 'running' },
  cancel: { from: ['draft', 'running', 'paused'], to: 'cancelled' },
};

/** The moves a campaign in this status allows. */
export const movesFrom = (status: CampaignStatus): CampaignMove[] =>
  CAMPAIGN_MOVES.filter((move) => CAMPAIGN_MOVE_RULES[move].from.includes(status));

/** `admin/smart_campaigns`: guarded by the 'completion' rights (Management), like completion profiles. */
export const smartCampaignsObject = defineObject({
  ...SMART_CAMPAIGNS_NAME,
  permission: 'completion',
  record: Campaign,
  create: CampaignCreate,
  patch: CampaignPatch,
  filters: { status: { values: CAMPAIGN_STATUSES } },
  facets: ['status'],
  sorts: ['name', 'created_at', 'start_at'],
  deletable: true,
});
