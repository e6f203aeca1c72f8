import type { CampaignMessages, CampaignTarget } from '@atrium/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { hashToken, newOpaqueToken } from '../../platform/a12n/tokens.ts';
import { users } from '../../platform/users/users.tables.ts';
import { campaignRecipients, campaignSends, smartCampaigns } from './campaigns.tables.ts';

const DAY_MS = 86_400_000;
const target = (overrides: Partial<CampaignTarget>): CampaignTarget => ({
  missing_fields: [],
  rate_below: null,
  business_units: [],
  hubs: [],
  group_ids: [],
  grades: [],
  employment_types: [],
  ...overrides,
});

const MOBILE: CampaignMessages = {
  en: {
    subject: '{first_name}, one number is missing from your profile',
    body: 'Hello {first_name},\n\nYour colleagues cannot reach you: please add your {missing_fields} to your Atrium profile.\n\n{link}\n\nThank you!',
  },
  fr: {
    subject: '{first_name}, il manque un numéro à votre profil',
    body: 'Bonjour {first_name},\n\nVos collègues ne peuvent pas vous joindre : ajoutez votre {missing_fields} à votre profil Atrium.\n\n{link}\n\nMerci !',
  },
};

const PHOTO: CampaignMessages = {
  en: {
    subject: 'A face for your name, {first_name}',
    body: 'Hello {first_name},\n\nA photo helps colleagues and clients recognise you. It takes a minute:\n\n{link}',
  },
  fr: {
    subject: 'Un visage pour votre nom, {first_name}',
    body: 'Bonjour {first_name},\n\nUne photo aide vos collègues et clients à vous reconnaître. Une minute suffit :\n\n{link}',
  },
};

/**
 * Two campaigns of the demo firm's Management account: one finished last month, with its people,
 * mails, opens and conversions (its funnel has something to show), and a draft to start. The
 * finished one's links are random: a finished demo campaign's mails were never sent.
 */
export async function seedDemoCampaigns(tx: Tx): Promise<void> {
  const [author] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'management@atrium.demo'));
  const now = Date.now();
  const at = (days: number) => new Date(now + days * DAY_MS);
  await tx.insert(smartCampaigns).values({
    name: 'Photos for the directory',
    status: 'draft',
    target: target({ missing_fields: ['has_picture'] }),
    messages: PHOTO,
    start_at: at(7),
    reminder_every_days: 7,
    reminders_max: 2,
    escalate: true,
    created_by: author?.id ?? null,
  });
  const [finished] = await tx
    .insert(smartCampaigns)
    .values({
      name: 'Mobile numbers',
      status: 'finished',
      target: target({ missing_fields: ['mobile'] }),
      messages: MOBILE,
      start_at: at(-40),
      reminder_every_days: 7,
      reminders_max: 1,
      escalate: false,
      reminders_sent: 1,
      last_round_at: at(-33),
      created_by: author?.id ?? null,
      created_at: at(-42),
      started_at: at(-40),
      ended_at: at(-26),
    })
    .returning({ id: smartCampaigns.id });
  const people = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.status, 'active'))
    .orderBy(users.last_name, users.first_name)
    .limit(24);
  // Everyone mailed; two in three opened the link, one in two completed (some on each of the days after).
  await tx.insert(campaignRecipients).values(
    people.map(({ id }, i) => ({
      campaign_id: finished!.id,
      user_id: id,
      token_hash: hashToken(newOpaqueToken()),
      sends: i % 2 === 0 ? 1 : 2,
      first_sent_at: at(-40),
      last_sent_at: i % 2 === 0 ? at(-40) : at(-33),
      opened_at: i % 3 === 2 ? null : at(-40 + (i % 5)),
      completed_at: i % 2 === 0 ? at(-40 + (i % 5)) : null,
    })),
  );
  await tx
    .insert(campaignSends)
    .values(
      people.flatMap(({ id }, i) => [
        { campaign_id: finished!.id, user_id: id, kind: 'first' as const, sent_at: at(-40) },
        ...(i % 2 === 0
          ? []
          : [{ campaign_id: finished!.id, user_id: id, kind: 'reminder' as const, sent_at: at(-33) }]),
      ]),
    );
}
