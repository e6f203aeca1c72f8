import {
  CampaignCreate,
  CampaignTarget,
  COMPLETION_FIELDS,
  NEWCOMER_TYPES,
  type CampaignLanguage,
  type CampaignMessages,
  type CampaignPatch,
  type RecordOf,
  type smartCampaignsObject,
} from '@atrium/contract';
import { z } from 'zod';

export type CampaignRecord = RecordOf<typeof smartCampaignsObject>;

/**
 * What a new campaign says, in both languages, until Management writes its own: a friendly nudge
 * with every merge field in place. Not interface messages: the mail goes in the person's language,
 * whatever the language of whoever writes the campaign.
 */
export const DEFAULT_MESSAGES: CampaignMessages = {
  en: {
    subject: '{first_name}, two minutes to complete your profile?',
    body:
      'Hello {first_name},\n\n' +
      'Your Atrium profile is how colleagues find you for the right missions and the right people. ' +
      'A few things are still missing: {missing_fields}.\n\n' +
      'It only takes a couple of minutes: {link}\n\nThank you!',
  },
  fr: {
    subject: '{first_name}, deux minutes pour compléter votre profil ?',
    body:
      'Bonjour {first_name},\n\n' +
      'Votre profil Atrium permet à vos collègues de vous trouver pour les bonnes missions et les bonnes personnes. ' +
      'Il y manque encore : {missing_fields}.\n\n' +
      'Cela ne prend que quelques minutes : {link}\n\nMerci !',
  },
} satisfies Record<CampaignLanguage, unknown>;

export const DEFAULT_REMINDER_EVERY_DAYS = 7;
export const DEFAULT_REMINDERS_MAX = 2;

// The contract's fields as a form holds them: numbers as typed text, the start as a local
// date-time (the browser's own picker), lists always there.
const formShape = z.object({
  name: z.string(),
  target: z.object({
    missing_fields: z.array(z.enum(COMPLETION_FIELDS)),
    rate_below: z.string(),
    business_units: z.array(z.string()),
    hubs: z.array(z.string()),
    group_ids: z.array(z.string()),
    grades: z.array(z.string()),
    employment_types: z.array(z.enum(NEWCOMER_TYPES)),
  }),
  messages: z.object({
    en: z.object({ subject: z.string(), body: z.string() }),
    fr: z.object({ subject: z.string(), body: z.string() }),
  }),
  start_at: z.string(),
  reminder_every_days: z.string(),
  reminders_max: z.string(),
  escalate: z.boolean(),
});
export type CampaignFormValues = z.input<typeof formShape>;
export type TargetFormValues = CampaignFormValues['target'];

/** '' is no number; anything else as typed, which the contract then checks (an integer, in range). */
const numberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/** The target as the contract takes it. */
export const targetOf = (target: TargetFormValues): z.input<typeof CampaignTarget> => ({
  ...target,
  rate_below: numberOf(target.rate_below) ?? null,
});

/** Checked by the contract's own CampaignCreate: what the server would refuse is refused here first. */
export const campaignFormSchema = formShape
  .transform((values): z.input<typeof CampaignCreate> => ({
    ...values,
    target: targetOf(values.target),
    // An unreadable date stays as typed, so the contract names the field.
    start_at: values.start_at && isoOfLocal(values.start_at),
    reminder_every_days: numberOf(values.reminder_every_days) as number,
    reminders_max: numberOf(values.reminders_max) as number,
  }))
  .pipe(CampaignCreate);
export type CampaignBody = z.output<typeof campaignFormSchema>;

/** A paused campaign keeps its target: its patch leaves it out (the contract's CampaignPatch). */
export const patchOf = (body: CampaignBody, campaign: CampaignRecord): CampaignPatch => {
  if (campaign.status !== 'paused') return body;
  const { target: _kept, ...rest } = body;
  return rest;
};

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as a `datetime-local` input shows it, in the browser's time zone. */
export function localOfIso(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (the browser's time zone) as an ISO instant; as typed when unreadable. */
export function isoOfLocal(local: string): string {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

export const campaignFormValues = (
  campaign: CampaignRecord | undefined,
  now = new Date(),
): CampaignFormValues => ({
  name: campaign?.name ?? '',
  target: {
    missing_fields: campaign?.target.missing_fields ?? [],
    rate_below: campaign?.target.rate_below == null ? '' : String(campaign.target.rate_below),
    business_units: campaign?.target.business_units ?? [],
    hubs: campaign?.target.hubs ?? [],
    group_ids: campaign?.target.group_ids ?? [],
    grades: campaign?.target.grades ?? [],
    employment_types: campaign?.target.employment_types ?? [],
  },
  messages: campaign?.messages ?? DEFAULT_MESSAGES,
  start_at: localOfIso(campaign?.start_at ?? now.toISOString()),
  reminder_every_days: String(campaign?.reminder_every_days ?? DEFAULT_REMINDER_EVERY_DAYS),
  reminders_max: String(campaign?.reminders_max ?? DEFAULT_REMINDERS_MAX),
  escalate: campaign?.escalate ?? false,
});

/** The target the preview may ask about: one that says what is missing (the server refuses others). */
export function previewTargetOf(target: TargetFormValues): CampaignTarget | undefined {
  const checked = CampaignTarget.safeParse(targetOf(target));
  if (!checked.success) return undefined;
  const { missing_fields, rate_below } = checked.data;
  return missing_fields.length > 0 || rate_below !== null ? checked.data : undefined;
}
